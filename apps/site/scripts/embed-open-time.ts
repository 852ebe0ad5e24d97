/**
 * Time from a click on a payment or login embed's button to an interactive modal (its first
 * field typeable), on a partner page of another origin, each run in a fresh browser context
 * (nothing cached). Prints the median of 10 per embed (issue #31). Since issue #49 the modal
 * is in our frame page: the field is looked for in the embed's iframe. The click's own pointer
 * movement starts the frame's preload a moment before it, as a hover would far earlier.
 *
 *   SITE_URL=http://127.0.0.1:4761 pnpm --filter @academy/site exec tsx scripts/embed-open-time.ts
 *
 * against a running server with the built site (SITE_DIR). Not a test: timings depend on the
 * machine.
 */
import { chromium, type Page } from "@playwright/test";
import { embedFrame } from "../e2e/fixtures/academy-host.ts";
import { CHROMIUM_ARGS, resolveChromium } from "../../../tooling/chromium.ts";
import { servePaymentPartner } from "../e2e/fixtures/academy-host.ts";

const SITE = process.env.SITE_URL ?? "http://127.0.0.1:3000";
const RUNS = Number(process.env.RUNS ?? 10);

const EMBEDS = [
  { name: "enrol", host: "academy-enrol", field: "Full Name" },
  { name: "discord-join", host: "academy-discord-join", field: "Full Name" },
  { name: "login", host: "academy-login", field: "Email" },
] as const;

/** Clicks the button and waits until the modal's first field takes typing. */
async function timeOpen(page: Page, host: string, field: string): Promise<number> {
  const button = page.locator(host).getByRole("button").first();
  await button.waitFor();
  await page.evaluate(() => {
    (window as unknown as { __t0: number }).__t0 = 0;
  });
  await button.evaluate((element) => {
    element.addEventListener(
      "click",
      () => ((window as unknown as { __t0: number }).__t0 = performance.now()),
      { capture: true, once: true },
    );
  });
  await button.click();
  const input = embedFrame(page.locator(host))
    .getByRole("dialog")
    .getByRole("textbox", { name: field });
  await input.waitFor();
  // Interactive: the field is enabled and keeps what is typed into it.
  // The field is in our frame: wait there until it takes typing, then read the partner's clock
  // (both clocks are wall time; the frame's performance.now() has another origin).
  await input.evaluate(async (element: HTMLInputElement) => {
    while (element.disabled || element.readOnly) await new Promise(requestAnimationFrame);
  });
  return page.evaluate(() => performance.now() - (window as unknown as { __t0: number }).__t0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS });
for (const embed of EMBEDS) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const partner = await servePaymentPartner(page, SITE);
    await page.goto(partner.url("academy-partner.html"));
    times.push(await timeOpen(page, embed.host, embed.field));
    await context.close();
  }
  console.log(
    `${embed.name}: median ${median(times).toFixed(0)} ms over ${RUNS} (${times.map((t) => t.toFixed(0)).join(", ")})`,
  );
}
await browser.close();
