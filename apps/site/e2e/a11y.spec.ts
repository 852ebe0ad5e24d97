import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectNoAxeViolations, gotoReady, signIn } from "./site-helpers.ts";

/**
 * Axe at a desktop and a phone viewport on what the route table's check (responsive.spec.ts:
 * every route at 360, 390 and 1280 px) does not open: pages in a second state, the modals and
 * the signed-in header. The course player and the Deal Analyzer have their own suites.
 */
const PAGES: [path: string, ready: (page: Page) => Promise<void>][] = [
  // The route table opens the reset page with a token; without one it says the link is bad.
  ["/reset-password", heading("Reset Password")],
  // The route table opens the account page signed in; signed out it asks for a sign-in.
  ["/account", heading("My Account")],
];

function heading(name: string) {
  return async (page: Page) => {
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  };
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${viewportName} (${viewport.width}px)`, () => {
    test.use({ viewport });

    for (const [path, ready] of PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await gotoReady(page, path);
        await ready(page);
        await expectNoAxeViolations(page);
      });
    }

    test("the Student Login modal and its reset view have no violations", async ({ page }) => {
      await gotoReady(page, "/?loginModal=true");
      const dialog = page.getByRole("dialog", { name: "Student Login" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Forgot password?" }).click();
      await expect(page.getByRole("dialog", { name: "Reset Password" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the enrol modal and the mentorship application have no violations", async ({ page }) => {
      await gotoReady(page, "/nasclaprep");
      await page.getByRole("button", { name: "Enroll Now" }).click();
      const enrol = page.getByRole("dialog", { name: /^Enroll in/ });
      // With the card field in place (the offline Stripe stand-in).
      await expect(enrol.getByLabel("Card number")).toBeVisible();
      await expectNoAxeViolations(page);

      await gotoReady(page, "/mentorship");
      await page.getByRole("button", { name: "Apply for Mentorship" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Apply for Mentorship" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await expect(dialog.getByText("First Name is required")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the signed-in header, its menus and the profile picture dialog have no violations", async ({
      page,
    }) => {
      await gotoReady(page, "/");
      await signIn(page, DEMO.mentee);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: "Add a profile picture" })).toBeVisible();
      if (viewport.width < 1024) {
        await header.getByRole("button", { name: "Open menu" }).click();
        await expect(header.getByRole("navigation", { name: "Menu" })).toBeVisible();
      } else {
        await header.getByRole("button", { name: "Account menu" }).click();
        await expect(header.getByRole("button", { name: "Add photo" })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await header.getByRole("button", { name: "Add a profile picture" }).click();
      await expect(page.getByRole("dialog", { name: "Profile Picture" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
