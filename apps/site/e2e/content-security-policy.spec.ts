import { expect, test, type Page } from "@playwright/test";
import { DEMO, gotoReady, signIn } from "./site-helpers";

/**
 * The site runs under its Content-Security-Policy (apps/server/src/http/security-headers.ts)
 * with no violation on any main route: the prerendered landing page, client-side routes, the
 * login modal, the course player and the partner embeds' demo pages.
 */
const PUBLIC_ROUTES = [
  "/",
  "/mentorship",
  "/redevelopment",
  "/nasclaprep",
  "/practice-tests",
  "/deal-calculator",
  "/real-estate-calculator",
  "/privacy",
  "/terms",
  "/reset-password?token=abc",
];

/** Records every CSP violation the page reports, from its first byte. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test("serves every page with a CSP that allows no inline script", async ({ request }) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  const scripts = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("unsafe-inline");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("the public routes and the login modal run with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const route of PUBLIC_ROUTES) {
    await gotoReady(page, route);
    await expect(page.locator("h1").first()).toBeVisible();
  }
  await gotoReady(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Student Login" }).click();
  await expect(page.getByRole("dialog", { name: "Student Login" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the course player runs with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoReady(page, "/");
  await signIn(page, DEMO.learner);
  await expect(page.getByRole("dialog", { name: "Student Login" })).toBeHidden();
  await gotoReady(page, "/course/2");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the partner embed's demo page runs with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/embed/demo/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Put the Deal Analyzer on your website" }),
  ).toBeVisible();
  await expect(page.locator("#event-log")).toContainText("ready: flip");
  expect(violations).toEqual([]);
});

test("the payment embeds' demo page runs with no CSP violation, a modal open", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/embed/demo/payments/");
  await expect(
    page.getByRole("heading", { level: 1, name: /Sell a course, a Discord membership/ }),
  ).toBeVisible();
  await page.locator("academy-enrol").getByRole("button", { name: "Enroll Now" }).click();
  // The form runs in our frame page (issue #49), here framed by our own demo page.
  const dialog = page.locator("academy-enrol iframe").contentFrame().getByRole("dialog", {
    name: "Enroll in General Contractor Licensing Course",
  });
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  await expect(page.locator("#event-log")).toContainText("opened: enrol");
  expect(violations).toEqual([]);
});
