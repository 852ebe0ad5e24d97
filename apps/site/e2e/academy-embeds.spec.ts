/**
 * The payment and login embeds (dist/academy.js) on a partner page of another origin, under a
 * strict Content-Security-Policy and a hostile stylesheet, with a hostile script that wraps
 * fetch, XMLHttpRequest and storage and listens to every input (fixtures/academy-spy.js), at
 * 390 px and by keyboard. Since issue #49 the forms run in a frame of our origin: the partner's
 * page hears events only, never a password, a token or a card number.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  embedFrame,
  eventLog,
  frameTokens,
  servePaymentPartner,
  spyRecord,
} from "./fixtures/academy-host.ts";
import { watchForPolicyViolations } from "./fixtures/deal-analyzer-host.ts";
import { expectNoAxeViolationsInFrame, frameOf } from "./fixtures/frame-axe.ts";
import { fillCard } from "./discord-helpers.ts";
import {
  CARDS,
  coursePage,
  fillIn,
  forbidStripeCdn,
  newBuyer,
  paymentsOf,
} from "./enrolment-helpers.ts";
import { DEMO } from "./site-helpers.ts";

const PHONE = { width: 390, height: 844 };

async function openPartnerPage(
  page: Page,
  baseURL: string | undefined,
  options: { frames?: boolean } = {},
) {
  await page.setViewportSize(PHONE);
  const site = await servePaymentPartner(page, baseURL, options);
  const cdn = await forbidStripeCdn(page);
  const watch = await watchForPolicyViolations(page);
  await page.goto(site.url("academy-partner.html"));
  return { site, cdn, watch };
}

/** The frame fits the phone's width and is exactly as tall as its form: no inner scrollbar. */
async function expectSizedToItsForm(page: Page, host: Locator) {
  const iframe = host.locator("iframe");
  const box = await iframe.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
  const frame = await frameOf(iframe);
  await expect
    .poll(() => frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeLessThanOrEqual(0);
}

/** Focus is in our frame: the partner's document sees only the embed's element as active. */
async function expectFocusInFrame(page: Page, host: Locator) {
  const tag = await host.evaluate((element) => element.tagName);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(tag);
  expect(await host.evaluate((element) => element.shadowRoot?.activeElement?.tagName)).toBe(
    "IFRAME",
  );
}

/** Nothing secret in what the partner's hostile script recorded, and it did record. */
async function expectSpyLearnedNothing(page: Page, secrets: string[], framed = true) {
  const record = await spyRecord(page);
  // The spy works: it saw the partner's own button focused and heard our (harmless) messages.
  expect(record).toContain('focusin {"key":null,"data":null,"value":"","tag":"BUTTON"}');
  expect(record).toContain("message ");
  // It never saw inside our frame (only, for an instant, the blank page every new frame
  // starts with, before our page loads).
  if (framed) expect(record).toContain("peek no document | storage refused: SecurityError");
  expect(record).not.toMatch(/peek <html>(?!<head><\/head><body><\/body><\/html>)/);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(3);
    expect(record, `the partner's script recorded ${secret}`).not.toContain(secret);
  }
  const partnerStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(partnerStorage).toBe("{}");
}

test("the enrol embed takes a payment in our frame, and the course opens signed in", async ({
  page,
  baseURL,
  request,
}) => {
  const { site, cdn, watch } = await openPartnerPage(page, baseURL);
  const host = page.locator("academy-enrol");
  const enrol = host.getByRole("button", { name: "Enroll Now" });
  await page.keyboard.press("Tab");
  await expect(enrol).toBeFocused();
  await page.keyboard.press("Enter");

  const frame = embedFrame(host);
  const dialog = frame.getByRole("dialog", {
    name: "Enroll in General Contractor Licensing Course",
  });
  // Focus moved into the frame, into the dialog (its close button first, as on our site).
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expectFocusInFrame(page, host);
  // The server's price and test mode, as on our site.
  await expect(dialog.getByText("$997", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Test mode")).toBeVisible();
  await expectSizedToItsForm(page, host);

  const buyer = newBuyer("embed");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  await page.keyboard.type(buyer.fullName);
  await fillIn(dialog, buyer, CARDS.succeeds);
  await dialog.getByRole("button", { name: "Pay $997" }).press("Enter");

  const done = frame.getByRole("dialog", { name: "Payment successful!" });
  await expect(done).toBeVisible();
  await expect(eventLog(page)).toHaveText(["academy:opened enrol", "academy:enrolled enrol 2"]);
  const { succeededCharges } = await paymentsOf(request, buyer.email);
  expect(succeededCharges.map((charge) => charge.amount)).toEqual([99_700]);

  // "Open your course": the course itself, on our site, in a new tab, signed in. The tab is
  // first-party and must not see the frame's (partitioned) storage: whatever our origin's
  // first-party storage holds is wiped before the course page runs, so only the hand-over
  // code (issue #49) can sign it in.
  await page.context().addInitScript(() => {
    if (window === window.top && window.location.pathname.startsWith("/course/")) {
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });
  const redeemed = page
    .context()
    .waitForEvent("response", (response) => response.url().endsWith("/api/auth/handover/redeem"));
  const courseTab = page.waitForEvent("popup");
  await done.getByRole("button", { name: "Open your course" }).press("Enter");
  const opened = await courseTab;
  expect((await redeemed).status()).toBe(200);
  // The code left the address at once: the tab shows (and its history keeps) the bare path.
  await expect(opened).toHaveURL(`${new URL(baseURL ?? "").origin}/course/2`);
  await expect(coursePage(opened, "General Contractor Licensing Course")).toBeVisible();
  await expect(opened.getByRole("banner").getByText(buyer.fullName)).toBeVisible();
  await expect(opened.getByRole("dialog", { name: "Student Login" })).toHaveCount(0);
  expect(await opened.evaluate(() => window.location.hash)).toBe("");

  await page.bringToFront();
  await done.press("Escape");
  await expect(done).toBeHidden();
  await expect(enrol).toBeFocused();
  await expect(host.locator("iframe")).toBeHidden();
  await expect(eventLog(page)).toHaveText([
    "academy:opened enrol",
    "academy:enrolled enrol 2",
    "academy:closed enrol",
  ]);

  const tokens = await frameTokens(await frameOf(host.locator("iframe")));
  expect(tokens).toHaveLength(2);
  await expectSpyLearnedNothing(page, [
    ...tokens,
    buyer.email,
    buyer.fullName,
    CARDS.succeeds,
    CARDS.succeeds.replaceAll(" ", ""),
  ]);
  expect(await watch.problems()).toEqual([]);
  expect(cdn).toEqual([]);
  expect(site.origin).not.toBe(new URL(baseURL ?? "").origin);
});

test("a partner's code attribute fills the enrol form's code field; a malformed one is dropped", async ({
  page,
  baseURL,
  request,
}) => {
  await openPartnerPage(page, baseURL);
  const host = page.locator("academy-enrol");
  // Issue 48: the partner's element carries a code (`code`, or `data-code`); the loader
  // remounts with it and passes it to our frame, which checks its spelling.
  await host.evaluate((element) => element.setAttribute("code", "WELCOME10"));
  await host.getByRole("button", { name: "Enroll Now" }).click();
  const frame = embedFrame(host);
  const dialog = frame.getByRole("dialog", {
    name: "Enroll in General Contractor Licensing Course",
  });
  await expect(dialog.getByRole("textbox", { name: "Promotion code" })).toHaveValue("WELCOME10");
  await expect(dialog.getByText("WELCOME10 applied: -$99.70. New price: $897.30")).toBeVisible();
  const buyer = newBuyer("embed-code");
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await fillIn(dialog, buyer, CARDS.succeeds);
  await dialog.getByRole("button", { name: "Pay $897.30" }).click();
  await expect(frame.getByRole("dialog", { name: "Payment successful!" })).toBeVisible();
  const { succeededCharges } = await paymentsOf(request, buyer.email);
  expect(succeededCharges.map((charge) => charge.amount)).toEqual([89_730]);
  await page.keyboard.press("Escape");
  await expect(frame.getByRole("dialog")).toHaveCount(0);

  // Markup or anything not spelt as a code never reaches the form: the spec's form, no field.
  const other = page.locator("[data-academy-enrol]");
  await other.evaluate((element) => element.setAttribute("data-code", '"><img src=x>'));
  await other.getByRole("button").click();
  const plain = embedFrame(other).getByRole("dialog", { name: /^Enroll in / });
  await expect(plain.getByRole("button", { name: /^Pay \$/ })).toBeVisible();
  await expect(plain.getByRole("textbox", { name: "Promotion code" })).toHaveCount(0);
});

test("the Discord join embed completes a 3-D Secure payment in our frame", async ({
  page,
  baseURL,
}) => {
  const { watch } = await openPartnerPage(page, baseURL);
  const host = page.locator("academy-discord-join");
  const join = host.getByRole("button", { name: "Join Discord Community" });
  await join.focus();
  await page.keyboard.press("Enter");
  const frame = embedFrame(host);
  const dialog = frame.getByRole("dialog", { name: "Join Discord Community" });
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expectFocusInFrame(page, host);
  await expect(dialog.getByText("Community", { exact: true })).toBeVisible();
  await expectSizedToItsForm(page, host);

  const buyer = newBuyer("embed-discord");
  await dialog.getByLabel("Full Name").focus();
  await page.keyboard.type(buyer.fullName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(buyer.email);
  await fillCard(dialog, CARDS.authenticates);
  await dialog.getByRole("button", { name: "Join for $997" }).press("Enter");

  const challenge = frame.getByRole("dialog", { name: /3D Secure/ });
  const complete = challenge.getByRole("button", { name: "Complete authentication" });
  await expect(complete).toBeFocused();
  await page.keyboard.press("Enter");

  const done = frame.getByRole("dialog", { name: "Welcome to the community" });
  await expect(done).toContainText("Welcome to the Community tier");
  await expect(done.getByRole("button", { name: "Connect your Discord account" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(done).toBeHidden();
  await expect(join).toBeFocused();
  await expect(eventLog(page)).toHaveText([
    "academy:opened discord-join",
    "academy:joined discord-join community",
    "academy:closed discord-join",
  ]);
  // A new member signs in with the password the welcome mail gives: no session yet.
  const tokens = await frameTokens(await frameOf(host.locator("iframe")));
  await expectSpyLearnedNothing(page, [
    ...tokens,
    buyer.email,
    CARDS.authenticates,
    CARDS.authenticates.replaceAll(" ", ""),
  ]);
  expect(await watch.problems()).toEqual([]);
});

test("signing in tells the partner a display name only; focus stays in the frame", async ({
  page,
  baseURL,
}) => {
  const { watch } = await openPartnerPage(page, baseURL);
  const host = page.locator("academy-login");
  const trigger = host.getByRole("button", { name: "Student Login" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const frame = embedFrame(host);
  const login = frame.getByRole("dialog", { name: "Student Login" });
  await expect(login.getByLabel("Email")).toBeFocused();
  await expectSizedToItsForm(page, host);
  // The partner's dark theme attribute (theme="dark") reaches the frame.
  const background = await login.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red + green + blue, background).toBeLessThan(300);

  // Tab and Shift+Tab go round the form and never leave the frame.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press("Tab");
    await expectFocusInFrame(page, host);
  }
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press("Shift+Tab");
    await expectFocusInFrame(page, host);
  }
  await login.getByLabel("Email").fill(DEMO.learner.email);
  await login.getByRole("textbox", { name: "Password" }).focus();
  await page.keyboard.type(DEMO.learner.password);
  await page.keyboard.press("Enter");
  await expect(login).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(eventLog(page)).toHaveText([
    "academy:opened login",
    `academy:signed-in login ${DEMO.learner.fullName}`,
    "academy:closed login",
  ]);
  // Another embed on the page shares the frame's session (same partition): the enrol form
  // knows the buyer. Escape closes it and gives focus back to its trigger.
  const developerHost = page.locator("#developer");
  const developer = developerHost.getByRole("button", { name: "Buy the developer course" });
  await developer.focus();
  await page.keyboard.press("Enter");
  const dialog = embedFrame(developerHost).getByRole("dialog", {
    name: "Enroll in Real Estate Developer Course",
  });
  await expect(dialog.getByText(DEMO.learner.email, { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(developer).toBeFocused();

  const tokens = await frameTokens(await frameOf(host.locator("iframe")));
  expect(tokens).toHaveLength(2);
  await expectSpyLearnedNothing(page, [...tokens, DEMO.learner.password, DEMO.learner.email]);
  const footprint = await page.evaluate(() => ({
    styleElements: document.querySelectorAll("style").length,
    rootStyle: document.documentElement.style.length,
    globals: Object.getOwnPropertyNames(window).filter((name) => /academy/i.test(name)),
  }));
  expect(footprint).toEqual({ styleElements: 0, rootStyle: 0, globals: ["AcademyEmbed"] });
  expect(await watch.problems()).toEqual([]);
});

test("where the partner's policy forbids our frame, the form opens in a window", async ({
  page,
  baseURL,
}) => {
  await openPartnerPage(page, baseURL, { frames: false });
  const host = page.locator("academy-login");
  const trigger = host.getByRole("button", { name: "Student Login" });
  const windowOpened = page.waitForEvent("popup");
  await trigger.click();
  const popup = await windowOpened;
  const login = popup.getByRole("dialog", { name: "Student Login" });
  await login.getByLabel("Email").fill(DEMO.learner.email);
  await login.getByRole("textbox", { name: "Password" }).fill(DEMO.learner.password);
  await login.getByRole("button", { name: "Login" }).press("Enter");
  await expect(eventLog(page)).toHaveText([
    "academy:opened login",
    `academy:signed-in login ${DEMO.learner.fullName}`,
    "academy:closed login",
  ]);
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(trigger).toBeFocused();
  await expectSpyLearnedNothing(page, [DEMO.learner.password, DEMO.learner.email], false);
});

test("the frame page talks to no page but the one that really embeds it", async ({
  page,
  baseURL,
}) => {
  const { site } = await openPartnerPage(page, baseURL);
  const siteOrigin = new URL(baseURL ?? "").origin;
  // A page that claims another origin than its own gets a refusal and no message.
  await page.evaluate(
    (src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = "Impostor";
      document.body.append(frame);
    },
    `${siteOrigin}/embed/frame/login?origin=${encodeURIComponent("https://evil.example")}`,
  );
  const impostor = page.frameLocator('iframe[title="Impostor"]');
  await expect(impostor.getByRole("alert")).toHaveText(
    "This form can only be opened from a partner's page.",
  );
  await expect(impostor.getByRole("dialog")).toHaveCount(0);
  // Opened on its own (no parent, no opener) it refuses as well.
  const alone = await page.context().newPage();
  await alone.goto(`/embed/frame/enrol?course=2&origin=${encodeURIComponent(site.origin)}`);
  await expect(alone.getByRole("alert")).toHaveText(
    "This form can only be opened from a partner's page.",
  );
  expect(await spyRecord(page)).not.toContain("message ");
});

test("axe finds nothing on the three framed forms", async ({ page, baseURL }) => {
  await openPartnerPage(page, baseURL);
  const forms = [
    { host: "academy-login", button: "Student Login", dialog: "Student Login" },
    {
      host: "academy-enrol",
      button: "Enroll Now",
      dialog: "Enroll in General Contractor Licensing Course",
    },
    {
      host: "academy-discord-join",
      button: "Join Discord Community",
      dialog: "Join Discord Community",
    },
  ];
  for (const form of forms) {
    const host = page.locator(form.host);
    await host.getByRole("button", { name: form.button }).click();
    const dialog = embedFrame(host).getByRole("dialog", { name: form.dialog });
    await expect(dialog.getByRole("textbox").first()).toBeVisible();
    await expect(page.locator("#events li").last()).toHaveText(
      new RegExp(`opened ${form.host.slice(8)}`),
    );
    await expectNoAxeViolationsInFrame(await frameOf(host.locator("iframe")), form.host);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("a partner the site does not list can neither frame the forms nor hear a window", async ({
  page,
  baseURL,
}) => {
  // The second server of playwright.config.ts lets only https://partner.example frame them.
  const listed = new URL(baseURL ?? "");
  listed.port = String(Number(listed.port) + 2);
  await page.setViewportSize(PHONE);
  const site = await servePaymentPartner(page, listed.origin);
  const refusal = page.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
  await page.goto(site.url("academy-partner.html"));
  const host = page.locator("academy-login");
  await host.getByRole("button", { name: "Student Login" }).click();
  await refusal;
  await expect(embedFrame(host).getByRole("dialog")).toHaveCount(0);
  await expect(eventLog(page)).toHaveCount(0);

  // No frame-ancestors in a window: the page itself checks the origin against the same list.
  const windowOpened = page.waitForEvent("popup");
  await page.evaluate(
    (url) => {
      window.open(url, "_blank", "popup");
    },
    `${listed.origin}/embed/frame/login?mode=window&origin=${encodeURIComponent(site.origin)}`,
  );
  const popup = await windowOpened;
  await expect(popup.getByRole("alert")).toHaveText(
    "This form can only be opened from a partner's page.",
  );
  await expect(popup.getByRole("dialog")).toHaveCount(0);
  expect(await spyRecord(page)).not.toContain("message ");
});
