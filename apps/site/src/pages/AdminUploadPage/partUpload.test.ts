import { describe, expect, it } from "vitest";
import {
  NetworkError,
  splitIntoParts,
  UploadCancelledError,
  uploadInParts,
  type PartUploadServer,
  type PutPart,
} from "./partUpload.ts";

const MB = 1024 * 1024;

function fakeServer(partSize: number, size: number) {
  const calls: string[] = [];
  const server: PartUploadServer = {
    async start() {
      calls.push("start");
      return { uploadId: "u1", partSize, partCount: Math.ceil(size / partSize) };
    },
    async partUrl(uploadId, n) {
      calls.push(`url ${n}`);
      return `/parts/${uploadId}/${n}?try=${calls.filter((c) => c === `url ${n}`).length}`;
    },
    async complete(_id, parts) {
      calls.push(`complete ${parts.map((p) => `${p.part_number}:${p.etag}`).join(",")}`);
      return "lessons/1/video.mp4";
    },
    async abort(uploadId) {
      calls.push(`abort ${uploadId}`);
    },
  };
  return { server, calls };
}

describe("splitIntoParts", () => {
  it("covers the file with full parts and a shorter last one", () => {
    expect(splitIntoParts(20 * MB + 5, 8 * MB, 3)).toEqual([
      { partNumber: 1, start: 0, end: 8 * MB },
      { partNumber: 2, start: 8 * MB, end: 16 * MB },
      { partNumber: 3, start: 16 * MB, end: 20 * MB + 5 },
    ]);
    expect(splitIntoParts(10, 8 * MB, 1)).toEqual([{ partNumber: 1, start: 0, end: 10 }]);
  });
});

describe("uploadInParts", () => {
  it("sends each part once, reports progress to the full size and completes in order", async () => {
    const file = new Blob([new Uint8Array(17)]);
    const { server, calls } = fakeServer(8, 17);
    const sizes: number[] = [];
    const progress: number[] = [];
    const putPart: PutPart = async (url, body, onProgress) => {
      sizes.push(body.size);
      onProgress(body.size / 2);
      return `"etag-${url.split("/")[3]?.split("?")[0]}"`;
    };
    const key = await uploadInParts({
      file,
      server,
      putPart,
      concurrency: 1,
      onProgress: (sent) => progress.push(sent),
    });
    expect(key).toBe("lessons/1/video.mp4");
    expect(sizes).toEqual([8, 8, 1]);
    expect(progress.at(-1)).toBe(17);
    expect(calls.at(-1)).toBe('complete 1:"etag-1",2:"etag-2",3:"etag-3"');
  });

  it("sends only the part whose connection dropped again, with a fresh URL", async () => {
    const file = new Blob([new Uint8Array(24)]);
    const { server, calls } = fakeServer(8, 24);
    const urls: string[] = [];
    const putPart: PutPart = async (url, _body, onProgress) => {
      urls.push(url);
      if (url === "/parts/u1/2?try=1") {
        onProgress(4);
        throw new NetworkError();
      }
      return `"e${urls.length}"`;
    };
    await uploadInParts({ file, server, putPart, concurrency: 1 });
    expect(urls).toEqual([
      "/parts/u1/1?try=1",
      "/parts/u1/2?try=1",
      "/parts/u1/2?try=2",
      "/parts/u1/3?try=1",
    ]);
    expect(calls.filter((c) => c.startsWith("abort"))).toEqual([]);
  });

  it("gives up on a part after its attempts, aborting the upload with a network error", async () => {
    const file = new Blob([new Uint8Array(16)]);
    const { server, calls } = fakeServer(8, 16);
    const putPart: PutPart = async (url) => {
      if (url.startsWith("/parts/u1/2")) throw new NetworkError();
      return '"e"';
    };
    await expect(
      uploadInParts({ file, server, putPart, concurrency: 1, attemptsPerPart: 3 }),
    ).rejects.toThrow("Network error");
    expect(calls.filter((c) => c === "url 2")).toHaveLength(3);
    expect(calls.at(-1)).toBe("abort u1");
  });

  it("stops at once on cancel, aborts the upload and never completes", async () => {
    const file = new Blob([new Uint8Array(16)]);
    const { server, calls } = fakeServer(8, 16);
    const controller = new AbortController();
    const putPart: PutPart = (_url, _body, _progress, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener("abort", () => reject(new UploadCancelledError()));
        controller.abort();
      });
    await expect(
      uploadInParts({ file, server, putPart, signal: controller.signal, concurrency: 1 }),
    ).rejects.toBeInstanceOf(UploadCancelledError);
    expect(calls).toEqual(["start", "url 1", "abort u1"]);
  });

  it("sends nothing more when cancelled while a part's URL is on its way", async () => {
    const file = new Blob([new Uint8Array(16)]);
    const { server, calls } = fakeServer(8, 16);
    const controller = new AbortController();
    const partUrl = server.partUrl;
    server.partUrl = async (uploadId, n) => {
      controller.abort();
      return partUrl(uploadId, n);
    };
    let puts = 0;
    // A part that never answers: the upload must not wait for it once cancelled.
    const putPart: PutPart = () => {
      puts++;
      return new Promise(() => undefined);
    };
    await expect(
      uploadInParts({ file, server, putPart, signal: controller.signal, concurrency: 1 }),
    ).rejects.toBeInstanceOf(UploadCancelledError);
    expect(puts).toBe(0);
    expect(calls).toEqual(["start", "url 1", "abort u1"]);
  });
});
