import type { Page, Request } from "@playwright/test";

/** The calls an upload makes, by what they are for (issue 28's profile of where time goes). */
function kindOf(request: Request): string | null {
  const { pathname, searchParams } = new URL(request.url());
  const method = request.method();
  if (pathname.startsWith("/api/storage-parts/")) return "part PUT (disk)";
  if (method === "PUT" && searchParams.has("partNumber")) return "part PUT (S3)";
  if (/\/video-upload\/[^/]+\/parts\/\d+$/.test(pathname))
    return method === "GET" ? "sign part" : "record part";
  if (/\/video-upload$/.test(pathname)) return "create";
  const xml = /^\/api\/media-uploads\/[^/]+\/(\w+)$/.exec(pathname);
  if (xml) return `xml ${xml[1]}`;
  if (/\/video-upload\/[^/]+$/.test(pathname)) return "session";
  return null;
}

interface Traced {
  kind: string;
  start: number;
  end: number;
}

/**
 * Records every upload call of a run with Chromium's own timings (BENCH_TRACE=1) and prints
 * per kind the count, total and mean milliseconds, and the steps after the last part's bytes:
 * what happens between the last byte and "uploaded".
 */
export function traceUploadCalls(page: Page) {
  const calls: Traced[] = [];
  const onFinished = (request: Request) => {
    const kind = kindOf(request);
    if (!kind) return;
    const timing = request.timing();
    calls.push({ kind, start: timing.startTime, end: timing.startTime + timing.responseEnd });
  };
  page.on("requestfinished", onFinished);
  return {
    report(uploadedAt: number) {
      page.off("requestfinished", onFinished);
      const kinds = new Map<string, number[]>();
      for (const call of calls)
        kinds.set(call.kind, [...(kinds.get(call.kind) ?? []), call.end - call.start]);
      const lines = [...kinds].map(([kind, ms]) => {
        const total = ms.reduce((a, b) => a + b, 0);
        return `  ${kind}: ${ms.length} calls, ${total.toFixed(0)} ms in all, mean ${(total / ms.length).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;
      });
      const lastPart = Math.max(
        ...calls.filter((c) => c.kind.startsWith("part PUT")).map((c) => c.end),
      );
      const after = calls
        .filter((c) => c.end > lastPart)
        .sort((a, b) => a.start - b.start)
        .map(
          (c) =>
            `  +${(c.start - lastPart).toFixed(0)} ms ${c.kind} (${(c.end - c.start).toFixed(0)} ms)`,
        );
      return [
        ...lines,
        "  after the last part's answer:",
        ...after,
        `  +${(uploadedAt - lastPart).toFixed(0)} ms "Video uploaded." shown`,
      ].join("\n");
    },
  };
}
