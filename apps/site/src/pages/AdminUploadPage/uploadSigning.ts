import { callApi, callApiNoContent, type ApiClient } from "@academy/api";
import type { components } from "@academy/api/contract";

type Session = components["schemas"]["VideoUploadSession"];

/** What Uppy's S3 client asks to have signed (`@uppy/aws-s3`'s PresignableRequest). */
export interface SignableRequest {
  method: "GET" | "PUT" | "POST" | "DELETE";
  key: string;
  uploadId?: string;
  partNumber?: number;
}

const MIB = 1024 * 1024;

/**
 * Parts sent at once. One stream from Chromium to the server reached 20-40 MB/s on this
 * machine whatever the part size (issue 28's profile: the PUT itself, not the signing, took
 * 95 % of the time); four at once keep the link busy while a part is signed or its answer
 * travels, and stay under the browser's six connections per origin, leaving room for the
 * page's own API calls.
 */
export const PARTS_AT_ONCE = 4;

/**
 * Parts of about a thirty-second of the file, 5 to 64 MiB: with four at once every stream
 * stays busy until near the end (a last wave of one large part would run alone), a retry or a
 * resume sends little again, and a 1 GiB file costs 32 signing and 32 recording calls, each
 * overlapped with the other parts' bytes. Each of those calls costs the two cores the page
 * shares with the server: 1 GiB on S3 went at 0.84-1.09 of a plain PutObject in parts of a
 * thirty-second, against 0.74-0.93 in parts of a sixty-fourth and 0.83-0.98 of a sixteenth
 * (`pnpm bench:upload`, issue 28). The server checks the layout against S3's limits (5 MiB,
 * 10,000 parts).
 */
export function partSizeFor(size: number): number {
  return Math.min(64 * MIB, Math.max(5 * MIB, Math.ceil(size / 32 / MIB) * MIB));
}

/**
 * Our signing functions for Uppy (no Companion): each S3 call Uppy makes gets its URL from the
 * admin API. Create starts the upload on the server (which picks the key); each part gets a
 * presigned PUT (S3) or the server's part route (disk); list, complete and abort go to URLs
 * the server signed for this upload, which answer in S3's XML on both drivers.
 */
export function createUploadSigner(client: ApiClient, lessonId: number, file: () => File | null) {
  const sessions = new Map<string, Promise<Session>>();
  const lesson = { lessonId };

  const sessionOf = (uploadId: string) => {
    let session = sessions.get(uploadId);
    if (!session) {
      // After a reload only the upload id survives: the server signs its URLs again.
      session = callApi(() =>
        client.GET("/lessons/{lessonId}/video-upload/{uploadId}", {
          params: { path: { ...lesson, uploadId } },
        }),
      );
      session.catch(() => sessions.delete(uploadId));
      sessions.set(uploadId, session);
    }
    return session;
  };

  return {
    sessionOf,
    async sign(request: SignableRequest): Promise<{ url: string; key?: string }> {
      const { method, uploadId, partNumber } = request;
      if (method === "POST" && uploadId === undefined) {
        const chosen = file();
        if (!chosen) throw new Error("No file to upload");
        const session = await callApi(() =>
          client.POST("/lessons/{lessonId}/video-upload", {
            params: { path: lesson },
            body: {
              filename: chosen.name || "video",
              content_type: chosen.type || "video/mp4",
              size: chosen.size,
              part_size: partSizeFor(chosen.size),
            },
          }),
        );
        sessions.set(session.upload_id, Promise.resolve(session));
        return { url: session.urls.initiate, key: session.key };
      }
      if (uploadId === undefined) throw new Error(`Unexpected request ${method}`);
      if (method === "PUT" && partNumber !== undefined) {
        const { url } = await callApi(() =>
          client.GET("/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}", {
            params: { path: { ...lesson, uploadId, partNumber } },
          }),
        );
        return { url };
      }
      const { urls } = await sessionOf(uploadId);
      if (method === "GET") return { url: urls.list };
      if (method === "POST") return { url: urls.complete };
      return { url: urls.abort };
    },
    /** Tells the server a part is stored (its ListParts where the store has none). */
    async recordPart(uploadId: string, partNumber: number, etag: string) {
      await callApiNoContent(() =>
        client.PUT("/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}", {
          params: { path: { ...lesson, uploadId, partNumber } },
          body: { etag },
        }),
      );
    },
    async confirmReplace(uploadId: string) {
      // 204: no body, only the status to check.
      await callApiNoContent(() =>
        client.POST("/lessons/{lessonId}/video-upload/{uploadId}/replace", {
          params: { path: { ...lesson, uploadId } },
        }),
      );
    },
    async abort(uploadId: string) {
      await callApiNoContent(() =>
        client.DELETE("/lessons/{lessonId}/video-upload/{uploadId}", {
          params: { path: { ...lesson, uploadId } },
        }),
      );
    },
  };
}
