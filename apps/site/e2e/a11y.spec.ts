import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, gotoReady, signIn } from "./site-helpers.ts";

/**
 * Every page of this issue (and the coming-soon and not-found pages), each once it has
 * rendered: zero axe violations at a desktop and a phone viewport. The course player and the
 * Deal Analyzer have their own suites.
 */
const PAGES: [path: string, ready: (page: Page) => Promise<void>][] = [
  ["/", heading("Build your future in construction and real-estate development")],
  ["/nasclaprep", heading("General Contractor Licensing Course")],
  ["/redevelopment", heading("Real Estate Developer Course")],
  ["/mentorship", heading("All In One + Mentorship")],
  [
    "/practice-tests",
    async (page) => {
      await expect(page.getByRole("article")).toHaveCount(2);
    },
  ],
  ["/terms", heading("Terms of Service")],
  ["/privacy", heading("Privacy Policy")],
  ["/reset-password?token=abc", heading("Reset Password")],
  ["/reset-password", heading("Reset Password")],
  ["/real-estate-calculator", heading("Deal Analyzer Calculator Subscription")],
  ["/discord", heading("Join the Real Estate Investor Community")],
  ["/admin-upload", heading("Admin Content Manager")],
  ["/test-video/1", heading("Access Denied")],
  ["/manage-subscription", heading("Manage Your Subscription")],
  ["/account", heading("My Account")],
  ["/no-such-page", heading("Page not found")],
];

function heading(name: string) {
  return async (page: Page) => {
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  };
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
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
        await expectNoViolations(page);
      });
    }

    test("the Student Login modal and its reset view have no violations", async ({ page }) => {
      await gotoReady(page, "/?loginModal=true");
      const dialog = page.getByRole("dialog", { name: "Student Login" });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole("button", { name: "Forgot password?" }).click();
      await expect(page.getByRole("dialog", { name: "Reset Password" })).toBeVisible();
      await expectNoViolations(page);
    });

    test("the enrol modal and the mentorship application have no violations", async ({ page }) => {
      await gotoReady(page, "/nasclaprep");
      await page.getByRole("button", { name: "Enroll Now" }).click();
      const enrol = page.getByRole("dialog", { name: /^Enroll in/ });
      // With the card field in place (the offline Stripe stand-in).
      await expect(enrol.getByLabel("Card number")).toBeVisible();
      await expectNoViolations(page);

      await gotoReady(page, "/mentorship");
      await page.getByRole("button", { name: "Apply for Mentorship" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Apply for Mentorship" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await expect(dialog.getByText("First Name is required")).toBeVisible();
      await expectNoViolations(page);
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
      await expectNoViolations(page);
      await page.keyboard.press("Escape");
      await header.getByRole("button", { name: "Add a profile picture" }).click();
      await expect(page.getByRole("dialog", { name: "Profile Picture" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
