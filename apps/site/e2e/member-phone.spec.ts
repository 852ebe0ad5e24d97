import { expect, test, type Page } from "@playwright/test";
import { subscriptionCard } from "./discord-helpers.ts";
import {
  buyCourseThroughApi,
  DEMO,
  expectNoAxeViolations,
  gotoReady,
  signInThroughApi,
  storeTokens,
  uniqueEmail,
  watchPageProblems,
  type Tokens,
} from "./site-helpers.ts";

/**
 * Issue 50 on the built site and the real server: a Discord member is recognised on /discord,
 * the payment history stacks into rows on a phone with every action on screen, and the
 * analyzer's fixed Home button covers nothing. Every journey fails on a console error or an
 * uncaught page error.
 */

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page is wider than the viewport").toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`a Discord member on /discord at ${width} px sees their tier, Manage and no Join for their plan`, async ({
    page,
    request,
  }) => {
    const problems = watchPageProblems(page);
    await page.setViewportSize({ width, height: 900 });
    await signInThroughApi(page, request, DEMO.discord);
    await gotoReady(page, "/discord");

    const nav = page.getByRole("navigation", { name: "Discord community" });
    await expect(nav.getByText("Pro member")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Manage", exact: true })).toHaveAttribute(
      "href",
      "/manage-subscription",
    );
    await expect(nav.getByRole("button", { name: "Member Login" })).toHaveCount(0);

    const pro = subscriptionCard(page, "Pro");
    await expect(pro.getByText("Your plan", { exact: true })).toBeVisible();
    await expect(pro.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Join Pro" })).toHaveCount(0);
    const community = subscriptionCard(page, "Community");
    await expect(community.getByRole("link", { name: "Switch to Community" })).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    // The member's way to the portal works, and the portal opens on their membership.
    await pro.getByRole("link", { name: "Manage your plan" }).click();
    await expect(subscriptionCard(page, "Pro")).toBeVisible();
    problems.expectNone();
  });
}

test("the payment history stacks into rows at 390 px with Refunded and Download PDF on screen", async ({
  page,
  request,
}) => {
  // investor-tools.md §7: the portal asks for the Discord membership, and a buyer without one
  // gets the API's 404 by design (the browser logs it): that one answer is expected.
  const problems = watchPageProblems(page, [/404.*\/api\/discord\/subscription\/\d+\)$/]);
  const email = uniqueEmail("phone-history");
  const bought = await buyCourseThroughApi(request, {
    email,
    fullName: "Robin Phone",
    courseId: 2,
  });
  expect(bought.access_token, "the purchase created the account").toBeTruthy();
  const buyer: Tokens = {
    access_token: bought.access_token ?? "",
    refresh_token: bought.refresh_token,
  };

  // A partial refund by the owner, so the row says Refunded beside its receipt.
  const admin = await request.post("/api/auth/login", { data: DEMO.admin });
  const adminToken = ((await admin.json()) as Tokens).access_token;
  const listed = await request.get("/api/account/payments", {
    headers: { authorization: `Bearer ${buyer.access_token}` },
  });
  const [payment] = (await listed.json()) as { id: string; reference: string }[];
  expect(payment, "the purchase is listed").toBeTruthy();
  const refund = await request.post(`/api/admin/payments/${payment?.id}/refund`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      reason: "Phone layout journey",
      idempotency_key: `phone-${Date.now()}`,
      amount_cents: 10_000,
    },
  });
  expect(refund.ok(), await refund.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await storeTokens(page, buyer);
  for (const path of ["/account", "/manage-subscription"]) {
    await gotoReady(page, path);
    const history = page.getByRole("table", { name: "Payment History" });
    const row = history.getByRole("row").filter({ hasText: payment?.reference ?? "" });
    const refunded = row.getByText("Refunded", { exact: true });
    // Scrolled to, as a reader would: then wholly on screen, nothing clipped at the side.
    await refunded.scrollIntoViewIfNeeded();
    await expect(refunded).toBeInViewport({ ratio: 1 });
    const download = row.getByRole("button", {
      name: `Download PDF receipt ${payment?.reference}`,
    });
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport({ ratio: 1 });
    const box = await download.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${path}: ${JSON.stringify(box)}`).toBe(
      true,
    );
    // A stacked card, not a table row wider than the phone.
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("block");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent("download");
    await download.click();
    expect((await downloading).suggestedFilename()).toBe(`receipt-${payment?.reference}.pdf`);
  }

  // At desktop width it is a table again.
  await page.setViewportSize({ width: 1280, height: 900 });
  const row = page
    .getByRole("table", { name: "Payment History" })
    .getByRole("row")
    .filter({ hasText: payment?.reference ?? "" });
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("table-row");
  problems.expectNone();
});

test("the Deal Analyzer's fixed Home button covers nothing at 390 px when scrolled", async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, "/deal-calculator");
  const home = page.getByRole("link", { name: "Home", exact: true });
  await expect(home).toBeVisible();
  const sensitivity = page.getByRole("heading", { name: "Sensitivity" }).first();
  // Scrolled so the heading is at the top of the view, as a reader scrolling down puts it.
  await sensitivity.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(home).toBeInViewport();
  const homeBox = await home.boundingBox();
  const headingBox = await sensitivity.boundingBox();
  expect(homeBox && headingBox).toBeTruthy();
  if (homeBox && headingBox)
    expect(headingBox.y, "the heading is below the Home bar").toBeGreaterThanOrEqual(
      homeBox.y + homeBox.height,
    );
  // The element at the heading's centre is the heading itself, not the Home button.
  expect(
    await sensitivity.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + 8, rect.top + rect.height / 2);
      return top !== null && element.contains(top);
    }),
  ).toBe(true);
  problems.expectNone();
});
