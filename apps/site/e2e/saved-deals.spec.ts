/**
 * Issue 15, saved and compared deals: a subscriber saves, renames, compares and deletes deals
 * on /deal-calculator and on the compare page, by mouse and by keyboard alone; the deals are
 * kept on the server (they survive signing out and another browser); axe finds nothing at a
 * desktop and a phone width. Access is granted through the server's development route.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoReady, registerUser, signIn } from "./site-helpers.ts";

type Account = Awaited<ReturnType<typeof registerUser>>;

async function subscriber(request: APIRequestContext, label: string): Promise<Account> {
  const account = await registerUser(request, label);
  const granted = await request.post("/api/dev/calculator-access", {
    data: { email: account.email, days: 30 },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  return account;
}

/** Signs in on the home page (the calculator page has no header), then opens the calculator. */
async function openCalculatorAs(page: Page, account: Account) {
  await gotoReady(page, "/");
  await signIn(page, account);
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  await gotoReady(page, "/deal-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Deal Analyzer" })).toBeVisible();
}

const panel = (page: Page) => page.getByRole("region", { name: "Saved deals" });
const status = (page: Page) => panel(page).getByRole("status").first();

async function saveAs(page: Page, name: string) {
  await panel(page).getByRole("textbox", { name: "Deal name" }).fill(name);
  await panel(page).getByRole("button", { name: "Save deal" }).click();
  await expect(status(page)).toHaveText(`Saved “${name}”.`);
}

async function savedNames(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openCalculatorAs(page, account);
  await expect(
    panel(page)
      .getByRole("button", { name: /^Open / })
      .first(),
  ).toBeVisible();
  const names = await panel(page).getByRole("listitem").allInnerTexts();
  await context.close();
  return names;
}

test("a subscriber saves, renames, compares and deletes deals, kept across sign-out and browsers", async ({
  page,
  request,
  browser,
}) => {
  const account = await subscriber(request, "deals");
  await openCalculatorAs(page, account);
  await expect(panel(page).getByText("No saved deals yet")).toBeVisible();

  await page.getByRole("textbox", { name: "Purchase Price" }).fill("90000");
  await saveAs(page, "Corner lot");
  await page.getByRole("tab", { name: "Flip Calculator" }).click();
  await page.getByRole("textbox", { name: "Purchase Price" }).fill("180000");
  await expect(page.getByText("$65,545").first()).toBeVisible();
  await saveAs(page, "Elm flip");

  await panel(page).getByRole("button", { name: "Rename Corner lot" }).click();
  await panel(page).getByRole("textbox", { name: "New name for Corner lot" }).fill("Main St lot");
  await panel(page).getByRole("button", { name: "Save name" }).click();
  await expect(status(page)).toHaveText("Renamed to “Main St lot”.");

  // Reopening the land deal brings back its tab and price.
  await panel(page).getByRole("button", { name: "Open Main St lot" }).click();
  await expect(page.getByRole("tab", { name: "Land Analysis" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("textbox", { name: "Purchase Price" })).toHaveValue("90000");

  await panel(page).getByRole("checkbox", { name: "Compare Main St lot" }).click();
  await panel(page).getByRole("checkbox", { name: "Compare Elm flip" }).click();
  await panel(page).getByRole("button", { name: "Compare selected (2)" }).click();
  const inputs = panel(page).getByRole("table", { name: "Inputs" });
  await expect(inputs.getByRole("row", { name: /Purchase Price/ })).toContainText("Differs");
  await expect(inputs.getByRole("row", { name: /Purchase Price/ })).toContainText("$90,000");
  await expectNoAxeViolations(page);

  await panel(page).getByRole("link", { name: "Open the comparison on its own page" }).click();
  await expect(page).toHaveURL(/\/deal-calculator\/compare\?ids=\d+,\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare deals" })).toBeVisible();
  const summary = page.getByRole("table", { name: "Summary" });
  await expect(summary.getByRole("row", { name: /^Calculator/ })).toContainText("Land Analysis");
  await expect(summary.getByRole("row", { name: /^Calculator/ })).toContainText("Flip Calculator");
  await expectNoAxeViolations(page);

  // Signed out and back in, and in a second browser: the deals are the server's.
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Student Login" }),
  ).toBeVisible();
  // Most recently updated first: the rename touched the lot last.
  expect(await savedNames(browser, account)).toEqual([
    expect.stringContaining("Main St lot"),
    expect.stringContaining("Elm flip"),
  ]);

  await openCalculatorAs(page, account);
  await panel(page).getByRole("button", { name: "Delete Elm flip" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete saved deal" });
  await expect(confirm).toContainText("Are you sure you want to delete “Elm flip”?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(status(page)).toHaveText("Deleted “Elm flip”.");
  await expect(panel(page).getByRole("button", { name: "Open Elm flip" })).toHaveCount(0);
  expect(await savedNames(browser, account)).toEqual([expect.stringContaining("Main St lot")]);
});

test("saved deals by keyboard alone: save, rename, pick, compare and delete", async ({
  page,
  request,
}) => {
  const account = await subscriber(request, "dealskeys");
  await openCalculatorAs(page, account);
  const nameBox = panel(page).getByRole("textbox", { name: "Deal name" });

  /** Tabs until `target` has focus, waiting (retrying) for focus to move after each press. */
  async function tabTo(target: ReturnType<Page["getByRole"]>) {
    for (let presses = 0; presses < 120; presses += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      const before = await page.evaluate(() => document.activeElement?.outerHTML ?? "");
      await page.keyboard.press("Tab");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.outerHTML ?? ""))
        .not.toBe(before);
    }
    throw new Error("never reached the control by Tab");
  }

  for (const name of ["Lot one", "Lot two"]) {
    await tabTo(nameBox);
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(`Saved “${name}”.`);
  }

  const rename = panel(page).getByRole("button", { name: "Rename Lot one" });
  await tabTo(rename);
  await page.keyboard.press("Enter");
  const renameBox = panel(page).getByRole("textbox", { name: "New name for Lot one" });
  await expect(renameBox).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Lot first");
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText("Renamed to “Lot first”.");
  await expect(panel(page).getByRole("button", { name: "Rename Lot first" })).toBeFocused();

  for (const name of ["Lot first", "Lot two"]) {
    const pick = panel(page).getByRole("checkbox", { name: `Compare ${name}` });
    await tabTo(pick);
    await page.keyboard.press("Space");
    await expect(pick).toBeChecked();
  }
  await tabTo(panel(page).getByRole("button", { name: "Compare selected (2)" }));
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("table", { name: "Headline results" })).toBeVisible();

  await tabTo(panel(page).getByRole("button", { name: "Delete Lot two" }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Delete saved deal" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText("Deleted “Lot two”.");
  await expect(panel(page).getByRole("heading", { name: "Saved deals" })).toBeFocused();
});

test("saved deals and the comparison fit a 390 px phone without sideways scrolling, axe clean", async ({
  page,
  request,
}) => {
  const account = await subscriber(request, "dealsphone");
  // Signed in at the desktop width (a phone's header keeps Logout in its menu), then a phone.
  await openCalculatorAs(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  const ids: number[] = [];
  for (const [price, name] of [
    ["60000", "Lot A"],
    ["70000", "Lot B"],
    ["80000", "Lot C"],
    ["90000", "Lot D"],
  ] as const) {
    await page.getByRole("textbox", { name: "Purchase Price" }).fill(price);
    await saveAs(page, name);
    await panel(page)
      .getByRole("checkbox", { name: `Compare ${name}` })
      .click();
  }
  await expect(panel(page).getByRole("checkbox", { name: "Compare Lot A" })).toBeChecked();
  await panel(page).getByRole("button", { name: "Compare selected (4)" }).click();
  await expect(panel(page).getByRole("table", { name: "Inputs" })).toBeVisible();
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect.poll(noSidewaysScroll).toBe(true);
  await expectNoAxeViolations(page);

  const href = await panel(page)
    .getByRole("link", { name: "Open the comparison on its own page" })
    .getAttribute("href");
  ids.push(...(href?.split("=")[1]?.split(",").map(Number) ?? []));
  expect(ids).toHaveLength(4);
  await gotoReady(page, href ?? "");
  await expect(page.getByRole("table", { name: "Inputs" })).toBeVisible();
  await expect.poll(noSidewaysScroll).toBe(true);
  await expectNoAxeViolations(page);
});
