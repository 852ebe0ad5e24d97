import { expect, test } from "@playwright/test";
import {
  CARDS,
  coursePage,
  DEVELOPER_COURSE,
  fillIn,
  newBuyer,
  openEnrolModal,
  PAY,
} from "./enrolment-helpers.ts";
import { gotoReady } from "./site-helpers.ts";

const RUNS = 5;

/**
 * The figure issue #14 asks for: time from the Pay click to the course page (its title shown)
 * on the offline stand-in, as the median of five purchases by new guests. Reported as a test
 * annotation and on the console; the journey itself must succeed every time.
 */
test("median time from Pay to the course page", async ({ browser }) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoReady(page, DEVELOPER_COURSE.path);
    const dialog = await openEnrolModal(page);
    await fillIn(dialog, newBuyer(`timing${run}`), CARDS.succeeds);
    const started = Date.now();
    await dialog.getByRole("button", { name: PAY }).click();
    await expect(coursePage(page)).toBeVisible();
    times.push(Date.now() - started);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const summary = `Pay to course page: median ${median} ms over ${RUNS} runs (${times.join(", ")} ms)`;
  test.info().annotations.push({ type: "timing", description: summary });
  console.log(summary);
  expect(times).toHaveLength(RUNS);
});
