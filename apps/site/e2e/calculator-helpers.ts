import { expect, type Locator, type Page } from "@playwright/test";

export const LANDING = "/real-estate-calculator";
export const ANALYSIS_COUNT_KEY = "academy.calculator.analyses";

export const subscribeDialog = (page: Page, name = "Get Instant Access") =>
  page.getByRole("dialog", { name });

/** The stand-in's card field, filled as a buyer types it. */
export async function fillCard(dialog: Locator, card: string) {
  await dialog.getByLabel("Card number").fill(card);
  await dialog.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await dialog.getByLabel("Security code (CVC)").fill("123");
}

export async function openSubscribeModal(page: Page): Promise<Locator> {
  await page.getByRole("main").getByRole("button", { name: "Get Instant Access" }).first().click();
  const dialog = subscribeDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export const analysisCount = (page: Page) =>
  page.evaluate((key) => Number(window.localStorage.getItem(key) ?? "0"), ANALYSIS_COUNT_KEY);
