/**
 * How fast Chromium alone sends a file on this machine (issue 28): 1 GiB from a file input, in
 * parts sent by XMLHttpRequest as Uppy sends them, to a Node server that discards the bytes.
 * No storage, no signing, no server work: the ceiling the admin page's upload figures
 * (upload-through-page.bench.ts) can be read against. One stream, then four and six at once,
 * two runs each. `pnpm bench:upload` runs it with the upload benchmark; alone:
 * `pnpm bench:upload benchmarks/chromium-upload-ceiling.bench.ts`. Not a test.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";

const MB = 1024 * 1024;
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const work = mkdtempSync(path.join(tmpdir(), "academy-bench-ceiling-"));
const source = path.join(work, "upload.bin");
const LAYOUTS = [
  { streams: 1, partMb: 32 },
  { streams: 4, partMb: 32 },
  { streams: 6, partMb: 32 },
];

test.beforeAll(async () => {
  const chunk = randomBytes(8 * MB);
  const file = await open(source, "w");
  for (let left = sizeMb * MB; left > 0; left -= chunk.length)
    await file.write(chunk, 0, Math.min(chunk.length, left));
  await file.close();
});
test.afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test(`${sizeMb} MB from Chromium to a discarding sink`, async ({ page }) => {
  const sink = createServer((request, response) => {
    if (request.method === "GET") {
      response.setHeader("content-type", "text/html");
      response.end('<input type="file" aria-label="File">');
      return;
    }
    request.resume();
    request.on("end", () => response.end());
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const { port } = sink.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByLabel("File").setInputFiles(source);
    const rows: string[] = [];
    for (const { streams, partMb } of LAYOUTS) {
      for (let run = 1; run <= 2; run++) {
        const seconds = await page.evaluate(
          async ({ streams, partBytes }) => {
            const input = document.querySelector("input") as HTMLInputElement;
            const file = input.files![0]!;
            let next = 0;
            const send = (start: number) =>
              new Promise<void>((resolve, reject) => {
                const request = new XMLHttpRequest();
                request.open("PUT", "/part");
                request.onload = () => resolve();
                request.onerror = () => reject(new Error("The part failed"));
                // Uppy listens to upload progress: so does this, so Chromium reports it.
                request.upload.onprogress = () => {};
                request.send(file.slice(start, start + partBytes));
              });
            const stream = async () => {
              for (let start = next; start < file.size; start = next) {
                next += partBytes;
                await send(start);
              }
            };
            const began = performance.now();
            await Promise.all(Array.from({ length: streams }, stream));
            return (performance.now() - began) / 1000;
          },
          { streams, partBytes: partMb * MB },
        );
        rows.push(
          `${streams} stream(s), ${partMb} MiB parts, run ${run}: ` +
            `${(sizeMb / seconds).toFixed(0)} MB/s (${seconds.toFixed(1)} s)`,
        );
        console.log(rows.at(-1));
      }
    }
    expect(rows).toHaveLength(LAYOUTS.length * 2);
  } finally {
    sink.close();
  }
});
