/**
 * The payment and login embeds (dist/academy.js and its apps) on a partner page of another
 * origin, under a strict Content-Security-Policy and a hostile stylesheet, at 390 px, by
 * keyboard: a full payment with 4242 4242 4242 4242, a 3-D Secure challenge
 * (4000 0025 0000 3155), signing in, and several instances on one page (issue #31).
 */
import { expect, test, type Page } from "@playwright/test";
import { eventLog, servePaymentPartner } from "./fixtures/academy-host.ts";
import { watchForPolicyViolations } from "./fixtures/deal-analyzer-host.ts";
import { fillCard } from "./discord-helpers.ts";
import {
  CARDS,
  coursePage,
  fillIn,
  forbidStripeCdn,
  mailWithSubject,
  newBuyer,
  paymentsOf,
} from "./enrolment-helpers.ts";
import { DEMO } from "./site-helpers.ts";

const PHONE = { width: 390, height: 844 };

async function openPartnerPage(page: Page, baseURL: string | undefined) {
  await page.setViewportSize(PHONE);
  const site = await servePaymentPartner(page, baseURL);
  const cdn = await forbidStripeCdn(page);
  const watch = await watchForPolicyViolations(page);
  await page.goto(site.url("academy-partner.html"));
  return { site, cdn, watch };
}

/** The dialog fits the phone's width, whatever the partner's stylesheet does. */
async function expectFitsThePhone(dialog: ReturnType<Page["getByRole"]>) {
  const box = await dialog.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
}

test("the enrol embed takes a payment at our price and opens the course on our site", async ({
  page,
  baseURL,
  request,
}) => {
  const { site, cdn, watch } = await openPartnerPage(page, baseURL);
  const enrol = page.locator("academy-enrol").getByRole("button", { name: "Enroll Now" });
  await page.keyboard.press("Tab");
  await expect(enrol).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", {
    name: "Enroll in General Contractor Licensing Course",
  });
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  // The server's price and test mode, as on our site.
  await expect(dialog.getByText("$997", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Test mode")).toBeVisible();
  await expectFitsThePhone(dialog);

  const buyer = newBuyer("embed");
  await fillIn(dialog, buyer, CARDS.succeeds);
  const courseTab = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Pay $997" }).press("Enter");
  const opened = await courseTab;
  await expect(dialog).toBeHidden();
  await expect(page.locator("academy-enrol").getByRole("status")).toContainText(
    "Payment successful!",
  );
  await expect(
    page.locator("academy-enrol").getByRole("link", { name: "Open your course" }),
  ).toHaveAttribute("href", `${new URL(baseURL ?? "").origin}/course/2`);
  await expect(enrol).toBeFocused();
  await expect(eventLog(page)).toHaveText([
    "academy:opened enrol 2",
    "academy:paid enrol 2",
    "academy:closed enrol 2",
  ]);

  const { succeededCharges } = await paymentsOf(request, buyer.email);
  expect(succeededCharges.map((charge) => charge.amount)).toEqual([99_700]);

  // The new tab asked for /course/2 on our site. The embed's session lives only in the partner
  // page's memory, so our site (where this buyer is not signed in) shows its login modal; the
  // buyer signs in there with the mailed temporary password and opens the course.
  await expect(opened).toHaveURL(`${new URL(baseURL ?? "").origin}/?loginModal=true`);
  const login = opened.getByRole("dialog", { name: "Student Login" });
  const mail = await mailWithSubject(request, buyer.email, "Your Academy account");
  const tempPassword = /Temporary password: (\S+)/.exec(mail)?.[1];
  expect(tempPassword, mail).toBeTruthy();
  await login.getByLabel("Email").fill(buyer.email);
  await login.getByRole("textbox", { name: "Password" }).fill(tempPassword ?? "");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login).toBeHidden();
  await opened.goto("/course/2");
  await expect(coursePage(opened, "General Contractor Licensing Course")).toBeVisible();

  expect(await watch.problems()).toEqual([]);
  expect(cdn).toEqual([]);
  expect(site.origin).not.toBe(new URL(baseURL ?? "").origin);
});

test("the Discord join embed completes a 3-D Secure payment for its tier and plan", async ({
  page,
  baseURL,
}) => {
  const { watch } = await openPartnerPage(page, baseURL);
  const join = page
    .locator("academy-discord-join")
    .getByRole("button", { name: "Join Discord Community" });
  await join.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Join Discord Community" });
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  await expect(dialog.getByText("Community", { exact: true })).toBeVisible();
  await expectFitsThePhone(dialog);

  const buyer = newBuyer("embed-discord");
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await fillCard(dialog, CARDS.authenticates);
  await dialog.getByRole("button", { name: "Join for $997" }).press("Enter");

  const challenge = page.getByRole("dialog", { name: /3D Secure/ });
  const complete = challenge.getByRole("button", { name: "Complete authentication" });
  await expect(complete).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(dialog).toBeHidden();
  const embed = page.locator("academy-discord-join");
  await expect(embed.getByRole("status")).toContainText("Welcome to the Community tier");
  await expect(embed.getByRole("link", { name: "Connect your Discord account" })).toBeVisible();
  await expect(eventLog(page)).toHaveText([
    "academy:opened discord-join community",
    "academy:paid discord-join community",
    "academy:closed discord-join community",
  ]);
  expect(await watch.problems()).toEqual([]);
});

test("signing in with the login embed fills in the other embeds; each instance is its own", async ({
  page,
  baseURL,
}) => {
  const { watch } = await openPartnerPage(page, baseURL);
  await page.locator("academy-login").getByRole("button", { name: "Student Login" }).focus();
  await page.keyboard.press("Enter");
  const login = page.getByRole("dialog", { name: "Student Login" });
  await login.getByLabel("Email").fill(DEMO.learner.email);
  await login.getByRole("textbox", { name: "Password" }).fill(DEMO.learner.password);
  await page.keyboard.press("Enter");
  await expect(login).toBeHidden();
  await expect(page.locator("academy-login").getByRole("status")).toContainText("Signed in as");

  // The data-attribute form, with the partner's button text and another course.
  const developer = page.locator("#developer").getByRole("button", {
    name: "Buy the developer course",
  });
  await developer.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Enroll in Real Estate Developer Course" });
  // A signed-in buyer pays for their own account: the e-mail is shown, not an editable field.
  await expect(dialog.getByText(DEMO.learner.email, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(developer).toBeFocused();
  await expect(eventLog(page)).toHaveText([
    "academy:opened login",
    "academy:signed-in login",
    "academy:closed login",
    "academy:opened enrol 1",
    "academy:closed enrol 1",
  ]);

  const footprint = await page.evaluate(() => ({
    shadowRoots: [
      ...document.querySelectorAll(
        "academy-enrol, [data-academy-enrol], academy-discord-join, academy-login",
      ),
    ].map((host) => host.shadowRoot !== null),
    styleElements: document.querySelectorAll("style").length,
    rootStyle: document.documentElement.style.length,
    globals: Object.getOwnPropertyNames(window).filter((name) => /academy/i.test(name)),
  }));
  expect(footprint).toEqual({
    shadowRoots: [true, true, true, true],
    styleElements: 0,
    rootStyle: 0,
    globals: ["AcademyEmbed"],
  });
  expect(await watch.problems()).toEqual([]);
});
