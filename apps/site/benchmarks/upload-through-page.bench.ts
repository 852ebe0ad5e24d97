/**
 * Issue 28's upload figures, through the admin page's own code (Uppy, our signing calls, the
 * server's completion and video check) in Chromium: a playable MP4 of BENCH_UPLOAD_MB (default
 * 1024) uploaded BENCH_RUNS times (default 3). Each run reports the page's MB/s (click to the
 * last byte, when the page says "Processing"), the seconds from the last byte to "Video
 * uploaded.", and the server's largest RSS during the run; beside it the same file copied with
 * `dd conv=fdatasync` (disk driver) or sent in one plain PutObject to the same S3 server
 * (E2E_S3=1). Run by `pnpm bench:upload` (benchmarks/playwright.bench.config.ts); not a test.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, gotoReady, signIn } from "../e2e/site-helpers.ts";
import { traceUploadCalls } from "./request-trace.ts";

const MB = 1024 * 1024;
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const s3 = process.env.E2E_S3 === "1";
const trace = process.env.BENCH_TRACE === "1";
const port = Number(process.env.E2E_PORT ?? 4310);
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../../..");
const work = mkdtempSync(path.join(tmpdir(), "academy-bench-upload-"));
const source = path.join(work, "lesson.mp4");

/** A real H.264 clip, then one `free` box that fills the file up to its size: a playable MP4. */
async function makeVideo() {
  const clip = readFileSync(path.join(repo, "apps/server/assets/demo/clip-a.mp4"));
  const padding = sizeMb * MB - clip.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write("free", 4, "latin1");
  const chunk = randomBytes(8 * MB);
  const file = await open(source, "w");
  await file.write(clip);
  await file.write(header);
  for (let left = padding - 8; left > 0; left -= chunk.length)
    await file.write(chunk, 0, Math.min(chunk.length, left));
  await file.close();
}

/** The plain baseline: a copy to the same disk, or one PutObject to the same S3 server. */
function baselineSeconds(): number {
  if (s3) {
    const out = execFileSync(
      "pnpm",
      [
        "--filter",
        "@academy/server",
        "exec",
        "tsx",
        "scripts/put-object.ts",
        source,
        `http://127.0.0.1:${port + 1000}`,
        "academy-media",
      ],
      { cwd: repo, encoding: "utf8" },
    );
    return (JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as { seconds: number }).seconds;
  }
  const copy = path.join(work, "copy.mp4");
  const start = process.hrtime.bigint();
  spawnSync("dd", [`if=${source}`, `of=${copy}`, "bs=8M", "conv=fdatasync"], { stdio: "ignore" });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rmSync(copy, { force: true });
  return seconds;
}

/** The server listening on the e2e port (its RSS is sampled during the run). */
function serverPid(): number | null {
  const out = spawnSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" }).stdout;
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Records, in the page, when each status text first appears (ms since the page's origin). */
async function recordStatusTimes(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { statusTimes: Record<string, number> }).statusTimes = seen;
    const note = () => {
      const text = document.body.innerText;
      for (const marker of ["Processing:", "Video uploaded."])
        if (!(marker in seen) && text.includes(marker)) seen[marker] = performance.now();
    };
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

test.beforeAll(async () => {
  await makeVideo();
});
test.afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test(`${sizeMb} MB through the admin page, ${runs} runs (${s3 ? "S3" : "disk"})`, async ({
  page,
}) => {
  const size = statSync(source).size;
  const storageHeading = page.getByRole("heading", { name: s3 ? "S3 Storage" : "Local storage" });
  await gotoReady(page, "/admin-upload");
  await signIn(page, DEMO.admin);
  await expect(storageHeading).toBeVisible();
  const rows: string[] = [];
  for (let run = 1; run <= runs; run++) {
    await gotoReady(page, "/admin-upload");
    await expect(storageHeading).toBeVisible();
    await page
      .getByRole("combobox", { name: "Course", exact: true })
      .selectOption({ label: "All In One + Mentorship" });
    await page.getByRole("combobox", { name: "Lesson", exact: true }).selectOption({ index: 3 });
    // Uploads wait for a verified storage, as an admin's would.
    await page
      .getByRole("button", { name: s3 ? "Test S3 Connection" : "Test Local Storage" })
      .click();
    await expect(
      page.getByText(s3 ? "S3 connection verified." : "Local storage verified."),
    ).toBeVisible();
    await page
      .getByRole("group", { name: "Lesson video" })
      .getByTestId("file-input")
      .setInputFiles(source);
    await recordStatusTimes(page);
    const pid = serverPid();
    const before = pid ? rssMb(pid) : 0;
    let peak = before;
    const sampler = setInterval(() => {
      if (pid) peak = Math.max(peak, rssMb(pid));
    }, 250);
    console.log(`run ${run}: uploading ${sizeMb} MB…`);
    const calls = trace ? traceUploadCalls(page) : null;
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: "Upload Video" }).click();
    await expect(page.getByText("Video uploaded.")).toBeVisible({ timeout: 30 * 60_000 });
    clearInterval(sampler);
    const times = await page.evaluate(
      () => (window as unknown as { statusTimes: Record<string, number> }).statusTimes,
    );
    const lastByte = times["Processing:"] ?? times["Video uploaded."] ?? clickedAt;
    const done = times["Video uploaded."] ?? lastByte;
    if (calls) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      console.log(calls.report(origin + done));
    }
    const seconds = (lastByte - clickedAt) / 1000;
    const plain = baselineSeconds();
    const pageRate = size / MB / seconds;
    const plainRate = size / MB / plain;
    rows.push(
      `run ${run}: page ${pageRate.toFixed(1)} MB/s (${seconds.toFixed(1)} s), ` +
        `${s3 ? "plain PUT" : "dd copy"} ${plainRate.toFixed(1)} MB/s (${plain.toFixed(1)} s), ` +
        `ratio ${(pageRate / plainRate).toFixed(2)}, last byte to "uploaded" ` +
        `${((done - lastByte) / 1000).toFixed(2)} s, server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
    );
    console.log(rows.at(-1));
  }
  console.log(`\n${sizeMb} MB, ${s3 ? "S3 (s3rver)" : "disk"}:\n${rows.join("\n")}`);
  expect(rows).toHaveLength(runs);
});
