/**
 * A video upload in parts, straight from the browser to storage (issue 17): the server starts
 * the upload and signs one URL per part; each part is PUT to its URL (S3, or the server's
 * part route on disk); a part whose connection drops is sent again alone, with a fresh URL;
 * the server then joins the parts, checks the video and gives it to the lesson.
 */

export interface UploadSession {
  uploadId: string;
  partSize: number;
  partCount: number;
}

/** The server calls an upload needs (the contract's start/part-url/complete/abort). */
export interface PartUploadServer {
  start(): Promise<UploadSession>;
  partUrl(uploadId: string, partNumber: number): Promise<string>;
  complete(uploadId: string, parts: { part_number: number; etag: string }[]): Promise<string>;
  abort(uploadId: string): Promise<void>;
}

/** Sends one part; answers its ETag. Rejects with NetworkError when the connection drops. */
export type PutPart = (
  url: string,
  body: Blob,
  onProgress: (loadedBytes: number) => void,
  signal: AbortSignal,
) => Promise<string>;

export interface PartUploadOptions {
  file: Blob;
  server: PartUploadServer;
  putPart: PutPart;
  /** Bytes sent so far out of the file's size (a part that is retried starts again at 0). */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
  /** Tries per part before the upload fails. */
  attemptsPerPart?: number;
  /** Parts in flight at once. */
  concurrency?: number;
}

/** A part could not be sent (the connection dropped) after every attempt. */
export class NetworkError extends Error {
  constructor(message = "Network error") {
    super(message);
    this.name = "NetworkError";
  }
}

/** The admin pressed Cancel. */
export class UploadCancelledError extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadCancelledError";
  }
}

export interface PartRange {
  partNumber: number;
  start: number;
  /** Exclusive. */
  end: number;
}

/** The byte ranges of `partCount` parts of `partSize` bytes over `size` bytes. */
export function splitIntoParts(size: number, partSize: number, partCount: number): PartRange[] {
  return Array.from({ length: partCount }, (_, i) => ({
    partNumber: i + 1,
    start: i * partSize,
    end: Math.min(size, (i + 1) * partSize),
  }));
}

export const DEFAULT_ATTEMPTS_PER_PART = 3;
export const DEFAULT_CONCURRENCY = 3;

/** Uploads `file` in parts; answers the stored key. Cancelling aborts the upload on the server. */
export async function uploadInParts({
  file,
  server,
  putPart,
  onProgress,
  signal = new AbortController().signal,
  attemptsPerPart = DEFAULT_ATTEMPTS_PER_PART,
  concurrency = DEFAULT_CONCURRENCY,
}: PartUploadOptions): Promise<string> {
  if (signal.aborted) throw new UploadCancelledError();
  const session = await server.start();
  const sent = new Map<number, number>();
  const report = () => {
    let total = 0;
    for (const bytes of sent.values()) total += bytes;
    onProgress?.(total, file.size);
  };

  async function sendPart(part: PartRange): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw new UploadCancelledError();
      try {
        // A fresh URL each try: the last one may have expired while the link was down.
        const url = await server.partUrl(session.uploadId, part.partNumber);
        // Cancelled while the URL was on its way: an aborted signal never fires "abort" again,
        // so a part sent now could not be stopped.
        if (signal.aborted) throw new UploadCancelledError();
        const etag = await putPart(
          url,
          file.slice(part.start, part.end),
          (bytes) => {
            sent.set(part.partNumber, bytes);
            report();
          },
          signal,
        );
        sent.set(part.partNumber, part.end - part.start);
        report();
        return etag;
      } catch (error) {
        if (signal.aborted) throw new UploadCancelledError();
        sent.set(part.partNumber, 0);
        report();
        if (!(error instanceof NetworkError) || attempt >= attemptsPerPart) throw error;
      }
    }
  }

  const parts = splitIntoParts(file.size, session.partSize, session.partCount);
  const etags = new Map<number, string>();
  try {
    let next = 0;
    const worker = async () => {
      while (next < parts.length) {
        const part = parts[next++];
        if (part) etags.set(part.partNumber, await sendPart(part));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, parts.length) }, worker));
    if (signal.aborted) throw new UploadCancelledError();
    return await server.complete(
      session.uploadId,
      parts.map((part) => ({
        part_number: part.partNumber,
        etag: etags.get(part.partNumber) ?? "",
      })),
    );
  } catch (error) {
    // Cancelled or failed: discard the parts sent (best effort; the answer is the error).
    if (error instanceof UploadCancelledError || error instanceof NetworkError)
      await server.abort(session.uploadId).catch(() => undefined);
    throw error;
  }
}

/** PUTs a part with XMLHttpRequest, the one browser API that reports upload progress. */
export const xhrPutPart: PutPart = (url, body, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader("ETag");
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      // An expired or refused URL is retried like a dropped connection, with a fresh URL.
      else reject(new NetworkError(`Part refused (${xhr.status})`));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new UploadCancelledError());
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
