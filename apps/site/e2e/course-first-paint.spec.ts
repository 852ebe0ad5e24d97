import { expect, test, type Page } from "@playwright/test";
import { holdChunk, layoutShift, recordLayoutShift } from "./layout-shift.ts";
import { enrolledLearner, signInThroughApi } from "./site-helpers.ts";

/**
 * Opening a course link (issue #30): the page paints the player's skeleton at the player's
 * size, the player's code loads after it, and nothing on the page jumps, for a guest (sent to
 * the Student Login) and for a learner. CLS as Chromium measures it, from the page's start.
 */

const COURSE_ID = 2;
/** The bar for every public route. */
const MAX_LAYOUT_SHIFT = 0.02;

const main = (page: Page) => page.locator("#main");
const loading = (page: Page) =>
  main(page).getByRole("status").filter({ hasText: "Loading course..." });

/** Every API request the page makes from now on, as "METHOD /path". */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The early answers (@academy/api earlyAnswers.ts) nobody took; fails if there were none. */
const earlyAnswersLeft = (page: Page) =>
  page.evaluate(() => {
    const answers = (window as unknown as Record<string, object | undefined>)[
      "__academyEarlyAnswers"
    ];
    if (!answers) throw new Error("The page asked for nothing early.");
    return Object.keys(answers);
  });

test.describe("opening a course link", () => {
  test.beforeEach(async ({ page }) => {
    // No internet here: Vimeo frames fail fast instead of waiting for DNS.
    await page.route("https://player.vimeo.com/**", (route) => route.abort());
  });

  test("a guest lands on the Student Login without a layout shift", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "document") return;
      const url = new URL(request.url());
      documents.push(url.pathname + url.search);
    });
    await recordLayoutShift(page, "load");
    await page.goto(`/course/${COURSE_ID}`);
    await expect(page).toHaveURL(/\/\?loginModal=true$/);
    // Sent on by the page the server sent (build/before-app.js), a new document, before
    // the app's code ran: the app itself would only have replaced the address.
    expect(documents).toEqual([`/course/${COURSE_ID}`, "/?loginModal=true"]);
    await expect(page.getByRole("dialog", { name: "Student Login" })).toBeVisible();
    // The landing page under the modal.
    await expect(page.locator("#main h1")).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });

  test("a guest is sent on from any spelling of a course address, and only from those", async ({
    page,
  }) => {
    for (const address of [`/COURSE/${COURSE_ID}/`, "/course/abc"]) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/\?loginModal=true$/);
    }
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("a learner's page and player code start loading with the app's, and only on that page; the session's own code on every page", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, await enrolledLearner(request, "preload", COURSE_ID));
    const preloads = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>("link[rel$='preload']")].map(
          (link) => `${link.rel} ${new URL(link.href).pathname.replace(/-[\w-]+\./, ".")}`,
        ),
      );
    await page.goto(`/course/${COURSE_ID}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    // Added by build/before-app.js before the app's entry ran (hashes left out).
    expect(await preloads()).toEqual(
      expect.arrayContaining([
        "modulepreload /assets/CoursePage.js",
        "preload /assets/CoursePage.css",
        "modulepreload /assets/CoursePlayerRoute.js",
        "preload /assets/CoursePlayerRoute.css",
        "modulepreload /assets/QueryScope.js",
      ]),
    );
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const privacyPreloads = await preloads();
    expect(privacyPreloads.filter((link) => link.includes("Course"))).toEqual([]);
    // What every page loads at once for a session: the API client (the user's own call goes
    // through it) and the header's controls for a signed-in user.
    expect(privacyPreloads).toEqual(
      expect.arrayContaining([
        "modulepreload /assets/client.js",
        "modulepreload /assets/AccountControls.js",
      ]),
    );
  });

  test("a learner's user and course are asked for before the app's code has run, once each", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, await enrolledLearner(request, "early", COURSE_ID));
    const calls = apiCalls(page);
    const entry = await holdChunk(page, "index");
    await page.goto(`/course/${COURSE_ID}`, { waitUntil: "commit" });
    await expect.poll(entry.requested).toBe(true);
    // Sent by build/before-app.js while the app's entry is still away (held here).
    await expect
      .poll(() => calls)
      .toEqual(expect.arrayContaining(["GET /api/auth/me", `GET /api/courses/${COURSE_ID}`]));
    entry.release();

    await expect(main(page).locator("article[data-lesson-id] > header h3")).toBeVisible();
    // The app took both answers instead of asking again.
    expect(calls.filter((call) => call === "GET /api/auth/me")).toHaveLength(1);
    expect(calls.filter((call) => call === `GET /api/courses/${COURSE_ID}`)).toHaveLength(1);
    expect(await earlyAnswersLeft(page)).toEqual([]);
  });

  test("an expired token's early answer is refreshed and retried like any other", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, await enrolledLearner(request, "early-401", COURSE_ID));
    // A token the server refuses (as an expired one is), beside a valid refresh token.
    await page.evaluate(() => localStorage.setItem("access_token", "expired.access.token"));
    const calls = apiCalls(page);
    await page.goto(`/course/${COURSE_ID}`);

    await expect(main(page).locator("article[data-lesson-id] > header h3")).toBeVisible();
    await expect(main(page).getByRole("button", { name: /^Mark as (in)?complete$/ })).toBeVisible();
    expect(calls.filter((call) => call === "GET /api/auth/me")).toHaveLength(2);
    expect(calls).toContain("POST /api/refresh");
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).not.toBe(
      "expired.access.token",
    );
    expect(await earlyAnswersLeft(page)).toEqual([]);
  });

  test("a learner sees the skeleton until the player's code arrives, then the lesson in its place", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, request, await enrolledLearner(request, "paint", COURSE_ID));
    const player = await holdChunk(page, "CoursePlayerRoute");
    await recordLayoutShift(page, "load");
    await page.goto(`/course/${COURSE_ID}`);

    // The page paints the skeleton while the player's code (requested early, held here) is away.
    await expect(loading(page)).toBeAttached();
    await expect.poll(player.requested).toBe(true);
    await expect(main(page).locator("[aria-busy='true']").first()).toBeVisible();
    player.release();

    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main(page).locator("article[data-lesson-id] > header h3")).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: /^Mark as (in)?complete$/ })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
});
