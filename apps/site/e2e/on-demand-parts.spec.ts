import { expect, test, type Page } from "@playwright/test";
import { enrolledLearner, gotoReady, signInThroughApi } from "./site-helpers.ts";

// A part of a page whose code loads on demand (components/OnDemand): if the network drops while
// its code is fetched, the part says so and Try again fetches it; the page around it stays.
const FAILED = "This part of the page could not be loaded. Check your connection and try again.";

const LOGIN_MODAL_CODE = /\/assets\/LoginModalWidget-[^/]+\.js$/;

/** The landing page's Student Login clicked while its code cannot be fetched. */
async function openLoginOffline(page: Page) {
  await gotoReady(page, "/");
  await page.route(LOGIN_MODAL_CODE, (route) => route.abort("internetdisconnected"));
  const login = page.getByRole("banner").getByRole("button", { name: "Student Login" });
  await login.click();
  const failure = page.getByRole("alert").filter({ hasText: FAILED });
  await expect(failure).toBeVisible();
  return { login, failure };
}

test("a Student Login whose code cannot be fetched says so over the page, and Try again opens it", async ({
  page,
}) => {
  const { failure } = await openLoginOffline(page);
  const retry = failure.getByRole("button", { name: "Try again" });
  await expect(retry).toBeFocused();
  // The landing page stays: no error page in its place.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  await page.unroute(LOGIN_MODAL_CODE);
  await retry.click();
  const dialog = page.getByRole("dialog", { name: "Student Login" });
  await expect(dialog.getByLabel("Email")).toBeVisible();
  await expect(failure).toBeHidden();
});

test("a dialog given up on with Close leaves the page as it was, and opens next time", async ({
  page,
}) => {
  const { login, failure } = await openLoginOffline(page);
  await failure.getByRole("button", { name: "Close" }).click();
  await expect(failure).toBeHidden();
  await expect(page).not.toHaveURL(/loginModal/);

  await page.unroute(LOGIN_MODAL_CODE);
  await login.click();
  await expect(page.getByRole("dialog", { name: "Student Login" })).toBeVisible();
});

test("a sales page's curriculum that cannot be fetched says so in its place", async ({ page }) => {
  const curriculumCode = /\/assets\/SalesCurriculum-[^/]+\.js$/;
  await page.route(curriculumCode, (route) => route.abort("internetdisconnected"));
  await page.goto("/nasclaprep");
  const failure = page.getByRole("alert").filter({ hasText: FAILED });
  await expect(failure).toBeVisible();
  // The rest of the page stays, the section after the curriculum included.
  await expect(page.getByRole("heading", { name: "Supported States" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.unroute(curriculumCode);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Course Curriculum" })).toBeVisible();
  await expect(failure).toBeHidden();
});

test("a course player whose code cannot be fetched says so, and Try again opens the course", async ({
  page,
  request,
}) => {
  await page.route("https://player.vimeo.com/**", (route) => route.abort());
  await signInThroughApi(page, request, await enrolledLearner(request, "player-offline", 2));
  const playerCode = /\/assets\/CoursePlayerRoute-[^/]+\.js$/;
  await page.route(playerCode, (route) => route.abort("internetdisconnected"));
  await page.goto("/course/2");
  const failure = page.getByRole("alert").filter({ hasText: FAILED });
  await expect(failure).toBeVisible();
  // The site's frame stays: the header with the learner's controls.
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();

  await page.unroute(playerCode);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "General Contractor Licensing Course" }),
  ).toBeVisible();
  await expect(failure).toBeHidden();
});
