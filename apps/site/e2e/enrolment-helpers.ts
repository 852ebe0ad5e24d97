import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { uniqueEmail } from "./site-helpers.ts";

/** Stripe's test cards (payments-media.md), as typed into the card field. */
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authenticates: "4000 0025 0000 3155",
} as const;

export const DEVELOPER_COURSE = {
  id: 1,
  path: "/redevelopment",
  title: "Real Estate Developer Course",
};
export const PAY = "Pay $997";

/** A buyer nobody has used yet, so each journey starts from a new e-mail. */
export function newBuyer(label: string) {
  return { fullName: `Buyer ${label}`, email: uniqueEmail(`buyer.${label}`) };
}

/**
 * Fails the journey if anything asks js.stripe.com: the offline stand-in served by our own
 * server is the only Stripe.js here. Returns the requests seen, for a final assertion.
 */
export async function forbidStripeCdn(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route("https://js.stripe.com/**", async (route) => {
    seen.push(route.request().url());
    await route.abort();
  });
  return seen;
}

export async function openEnrolModal(page: Page, course = DEVELOPER_COURSE): Promise<Locator> {
  await page.getByRole("main").getByRole("button", { name: "Enroll Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Enroll in ${course.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  return dialog;
}

export async function fillIn(
  dialog: Locator,
  buyer: { fullName: string; email: string },
  card: string,
) {
  await dialog.getByLabel("Full Name").fill(buyer.fullName);
  await dialog.getByLabel("Email").fill(buyer.email);
  await dialog.getByLabel("Card number").fill(card);
  await dialog.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await dialog.getByLabel("Security code (CVC)").fill("123");
}

interface DevPayments {
  payments: { buyer_email: string; status: string; provider_intent_id: string | null }[];
  charges: { payment_intent: string; status: string; amount: number }[];
}

/** The buyer's recorded purchases and the provider's charges on them (GET /api/dev/payments). */
export async function paymentsOf(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/payments?email=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as DevPayments;
  const intents = new Set(body.payments.map((payment) => payment.provider_intent_id));
  const charges = body.charges.filter((charge) => intents.has(charge.payment_intent));
  return {
    payments: body.payments,
    succeededCharges: charges.filter((charge) => charge.status === "succeeded"),
  };
}

/** The course player's title once it has loaded the course. */
export const coursePage = (page: Page, title = DEVELOPER_COURSE.title) =>
  page.getByRole("main").getByRole("heading", { level: 1, name: title });

/** The GOV.UK error summary: the element that takes focus after a failed submission. */
export const errorSummary = (dialog: Locator) =>
  dialog.locator("div[tabindex='-1']").filter({ hasText: "There is a problem" });

/** The mail to `to` whose subject is `subject`, from the development outbox (newest first). */
export async function mailWithSubject(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
) {
  const matches = (candidate: string) =>
    typeof subject === "string" ? candidate === subject : subject.test(candidate);
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { messages: { subject: string; text: string }[] };
      found = body.messages.find((message) => matches(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found?.text ?? "";
}
