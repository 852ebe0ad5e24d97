import { expect, type Locator, type Page } from "@playwright/test";
import { CARDS } from "./enrolment-helpers.ts";

/** The card fields of the offline Stripe.js stand-in, inside a dialog. */
export async function fillCard(dialog: Locator, card: string = CARDS.succeeds) {
  await dialog.getByLabel("Card number").fill(card);
  await dialog.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await dialog.getByLabel("Security code (CVC)").fill("123");
}

/** The portal's (or the account page's) card of one subscription, by its heading. */
export const subscriptionCard = (page: Page, name: string) =>
  page.getByRole("article", { name, exact: true });

/** The password a Discord welcome mail gives a new member. */
export function passwordIn(mail: string): string {
  const password = /Password: (\S+)/.exec(mail)?.[1];
  expect(password, mail).toBeTruthy();
  return password ?? "";
}

/** A toast's title, in the toasts' region (the live announcement repeats its words). */
export const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });
