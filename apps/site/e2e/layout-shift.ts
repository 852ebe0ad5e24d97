import type { Page, Route } from "@playwright/test";

/**
 * Cumulative layout shift as Chromium reports it (PerformanceObserver "layout-shift"), leaving
 * out shifts right after an input, as the metric does. In the page: `from: "now"` counts from
 * this call on, `from: "load"` from the start of the next page load (buffered).
 */
export async function recordLayoutShift(page: Page, from: "now" | "load") {
  const observe = (buffered: boolean) => {
    const record = { value: 0 };
    Object.defineProperty(window, "__layoutShift", { value: record, configurable: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.value += entry.value;
      }
    }).observe({ type: "layout-shift", buffered });
  };
  if (from === "now") await page.evaluate(observe, false);
  else await page.addInitScript(observe, true);
}

/** The layout shift recorded so far (recordLayoutShift). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value,
  );
}

/**
 * Holds back the built chunk of one lazily loaded module (Vite names a chunk after its module:
 * assets/<Name>-<hash>.js) until `release()`, to act in the page before that code arrives.
 * `requested()` says whether the page has asked for it yet.
 */
export async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}
