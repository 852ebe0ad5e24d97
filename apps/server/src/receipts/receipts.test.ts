import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../../../../tooling/pdf-text.ts";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { readReceipt, saveReceipt, type FrozenReceipt } from "./receipt-record.ts";
import { joinDiscord } from "../test/discord-membership.ts";
import {
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  intentIdOf,
  mailTo,
  redeliverEveryEvent,
  settle,
  signInFromMail,
} from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Line {
  kind: "item" | "proration" | "discount" | "credit";
  description: string;
  amount_cents: number;
}
interface Payment {
  id: string;
  description: string;
  amount_cents: number;
  amount_refunded_cents?: number;
  status: string;
  reference: string;
  receipt_pdf: boolean;
  lines?: Line[];
}

const get = (token: string, url: string) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(token) });
const history = async (token: string) => (await get(token, "/account/payments")).json<Payment[]>();
const receiptText = async (token: string, id: string) => {
  const pdf = await get(token, `/account/payments/${id}/receipt`);
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
};

async function changePlan(token: string, id: number, tier: string, cycle: string) {
  const answer = await t.app.inject({
    method: "POST",
    url: `/api/discord/change-plan/${id}`,
    headers: bearer(token),
    payload: { tier, billing_cycle: cycle },
  });
  expect(answer.statusCode).toBe(200);
  await settle(t.app);
}

let members = 0;
async function proMember() {
  members += 1;
  const email = `receipt-${members}@example.com`;
  const { subscribed } = await joinDiscord(t.app, { email, tier: "pro", name: "Rita Receipt" });
  await settle(t.app);
  // Plan changes need the member's password (issue 45), from the welcome mail.
  const token = await signInFromMail(t.app, email);
  return { email, token, id: subscribed.body.subscription.id };
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ",")}`;
const sum = (lines: Line[] | undefined) => (lines ?? []).reduce((s, l) => s + l.amount_cents, 0);

describe("a receipt is what was paid, frozen at payment time", () => {
  it("keeps the first receipt after plan changes, and itemises the $1,800 Pro-yearly upgrade", async () => {
    const { token, id, email } = await proMember();
    const [joined] = await history(token);
    expect(joined).toMatchObject({ description: "Discord Pro (monthly)", amount_cents: 19_700 });

    await changePlan(token, id, "community", "monthly");
    await changePlan(token, id, "pro", "yearly");
    await changePlan(token, id, "community", "monthly");

    const payments = await history(token);
    const first = payments.find((p) => p.id === joined?.id);
    // Attack: the old receipt read "Discord Community (monthly) $197.00" after the change.
    expect(first).toMatchObject({ description: "Discord Pro (monthly)", amount_cents: 19_700 });
    expect(first?.lines).toEqual([
      expect.objectContaining({
        kind: "item",
        description: "Discord Pro (monthly)",
        amount_cents: 19_700,
      }),
    ]);
    const firstPdf = await receiptText(token, joined?.id ?? "");
    expect(firstPdf).toContain("Discord Pro (monthly)");
    expect(firstPdf).toContain("Total paid: $197.00");
    expect(firstPdf).not.toContain("Community");

    // The upgrade: the yearly price, less Community's unused month, less the downgrade's credit.
    const upgrade = payments.find((p) => p.description === "Discord Pro (yearly)");
    expect(upgrade?.status).toBe("paid");
    expect(upgrade?.amount_cents).toBeGreaterThan(179_000);
    expect(upgrade?.amount_cents).toBeLessThanOrEqual(180_000);
    const kinds = upgrade?.lines?.map((line) => [line.kind, line.description]);
    expect(kinds).toEqual([
      ["proration", "Unused time on Discord Community (monthly)"],
      ["item", "Discord Pro (yearly)"],
      ["credit", "Credit applied"],
    ]);
    expect(upgrade?.lines?.[1]?.amount_cents).toBe(199_700);
    expect(sum(upgrade?.lines)).toBe(upgrade?.amount_cents);
    const upgradePdf = await receiptText(token, upgrade?.id ?? "");
    for (const text of [
      "Unused time on Discord Community (monthly)",
      "Discord Pro (yearly)",
      "$1,997.00",
      "Credit applied",
      `Total paid: ${usd(upgrade?.amount_cents ?? 0)}`,
    ])
      expect(upgradePdf).toContain(text);
    // The mails read the same record: the joining month's names Pro monthly, the upgrade's
    // spells out its lines.
    const mails = (await mailTo(t.app, email))
      .filter((mail) => mail.subject.startsWith("Your receipt"))
      .map((mail) => mail.text_body);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain("Subscription: Discord Pro (monthly)");
    expect(mails[1]).toContain("Subscription: Discord Pro (yearly)");
    expect(mails[1]).toMatch(/ {2}Unused time on Discord Community \(monthly\): -\$\d+\.\d\d/);
    expect(mails[1]).toContain("  Discord Pro (yearly): $1,997.00");
    expect(mails[1]).toContain(`Amount: ${usd(upgrade?.amount_cents ?? 0)}`);
    // A downgrade bought nothing: it is a credit, not a payment, and has no receipt.
    expect(payments.map((p) => p.description).sort()).toEqual([
      "Discord Pro (monthly)",
      "Discord Pro (yearly)",
    ]);
  });

  it("gives an upgrade paid from credit a $0.00 receipt that shows the credit", async () => {
    const { token, id } = await proMember();
    await changePlan(token, id, "community", "monthly");
    await changePlan(token, id, "pro", "monthly");
    const payments = await history(token);
    // Attack: the credit-paid upgrade had no receipt at all.
    expect(payments).toHaveLength(2);
    const upgrade = payments[0];
    expect(upgrade).toMatchObject({
      description: "Discord Pro (monthly)",
      amount_cents: 0,
      status: "paid",
      receipt_pdf: true,
    });
    expect(upgrade?.lines?.map((line) => [line.kind, line.description])).toEqual([
      ["proration", "Unused time on Discord Community (monthly)"],
      ["proration", "Remaining time on Discord Pro (monthly)"],
      ["credit", "Credit applied"],
    ]);
    expect(sum(upgrade?.lines)).toBe(0);
    const credit = upgrade?.lines?.[2]?.amount_cents ?? 0;
    expect(credit).toBeLessThan(-9_900);
    const text = await receiptText(token, upgrade?.id ?? "");
    expect(text).toContain("Credit applied");
    expect(text).toContain(`-${usd(-credit)}`);
    expect(text).toContain("Total paid: $0.00");
    expect(text).toContain("Paid with");
    expect(text).toContain("Account credit");
  });

  it("shows paid, refunded and net on a partly and then fully refunded receipt", async () => {
    const email = "refund.receipt@example.com";
    const intent = await createIntent(t.app, { course_id: 1, name: "Ray Refund", email });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Ray Refund",
      client_secret: intent.body.client_secret,
    });
    await settle(t.app);
    const token = await signInFromMail(t.app, email);
    const { stripe } = t.app.services.payments;
    const paymentIntent = intentIdOf(intent.body.client_secret);

    // A partial refund given from the provider's dashboard reaches us by webhook only.
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 30_000 });
    await settle(t.app);
    const [partly] = await history(token);
    expect(partly).toMatchObject({ status: "paid", amount_cents: 99_700 });
    expect(partly?.amount_refunded_cents).toBe(30_000);
    const partPdf = await receiptText(token, partly?.id ?? "");
    for (const text of ["Paid: $997.00", "Refunded: -$300.00", "Net paid: $697.00"])
      expect(partPdf).toContain(text);

    await stripe.refunds.create({ payment_intent: paymentIntent });
    await settle(t.app);
    const [refunded] = await history(token);
    expect(refunded).toMatchObject({ status: "refunded", amount_refunded_cents: 99_700 });
    const fullPdf = await receiptText(token, refunded?.id ?? "");
    // Attack: a refunded receipt said "Total paid $997.00" and nothing else.
    expect(fullPdf).not.toContain("Total paid");
    for (const text of ["Paid: $997.00", "Refunded: -$997.00", "Net paid: $0.00", "Refunded"])
      expect(fullPdf).toContain(text);
  });

  it("captures one receipt with the paid lines whatever order events arrive in, replays and parallel included", async () => {
    const { token, id } = await proMember();
    await changePlan(token, id, "pro", "yearly");
    const before = await history(token);
    expect(before.map((p) => p.description)).toEqual([
      "Discord Pro (yearly)",
      "Discord Pro (monthly)",
    ]);
    // As if no event had been handled yet (nothing captured): every event again, newest first,
    // then all of them at once a second time.
    const { db } = t.app.services;
    await db.deleteFrom("receipt_lines").execute();
    await db.updateTable("receipts").set({ captured_at: null, capture: null }).execute();
    expect(await redeliverEveryEvent(t.app, { order: "newest first" })).not.toContain(500);
    expect(await redeliverEveryEvent(t.app, { order: "parallel" })).not.toContain(500);
    await settle(t.app);
    const captured = await db
      .selectFrom("receipts")
      .select(["number", "source", "capture"])
      .where("captured_at", "is not", null)
      .execute();
    const ours = captured.filter((row) => before.some((p) => row.source === `invoice:${p.id}`));
    expect(ours.map((row) => row.capture)).toEqual(["paid", "paid"]);
    const lines = await db
      .selectFrom("receipt_lines")
      .select(["receipt_number", "position"])
      .where(
        "receipt_number",
        "in",
        ours.map((row) => row.number),
      )
      .execute();
    // One item for the joining month; proration and item for the upgrade: never doubled.
    expect(lines).toHaveLength(3);
    const after = await history(token);
    expect(after.map((p) => [p.description, p.amount_cents, p.lines])).toEqual(
      before.map((p) => [p.description, p.amount_cents, p.lines]),
    );
  });

  it("renders a receipt written before line items were kept, marked as backfilled", async () => {
    const { token } = await proMember();
    const [paid] = await history(token);
    const { db } = t.app.services;
    const source = `invoice:${paid?.id ?? ""}`;
    const row = await db
      .selectFrom("receipts")
      .select("number")
      .where("source", "=", source)
      .executeTakeFirstOrThrow();
    // What migration 030 finds for a receipt numbered before it: a number and nothing else.
    await db.deleteFrom("receipt_lines").where("receipt_number", "=", row.number).execute();
    await db
      .updateTable("receipts")
      .set({ captured_at: null, capture: null })
      .where("number", "=", row.number)
      .execute();
    const text = await receiptText(token, paid?.id ?? "");
    expect(text).toContain("Discord Pro (monthly)");
    expect(text).toContain("Total paid: $197.00");
    const stored = await db
      .selectFrom("receipts")
      .select("capture")
      .where("number", "=", row.number)
      .executeTakeFirstOrThrow();
    expect(stored.capture).toBe("backfill");
    expect((await history(token))[0]).toMatchObject({
      description: "Discord Pro (monthly)",
      amount_cents: 19_700,
    });
  });

  it("stores a receipt's header and lines together or not at all (a crash between them)", async () => {
    const { db } = t.app.services;
    const source = { invoice: "in_crash_between_steps" };
    const receipt: FrozenReceipt = {
      description: "Discord Pro (monthly)",
      currency: "usd",
      paidAt: new Date(),
      amountPaidCents: 19_700,
      amountRefundedCents: 0,
      paidBy: "card",
      card: { brand: "visa", last4: "4242" },
      testMode: true,
      providerIntentId: null,
      lines: [
        { kind: "item", description: "Discord Pro (monthly)", amountCents: 19_700, period: null },
      ],
    };
    // The lines' insert fails after the header was written (a line the table refuses).
    const broken = { ...receipt, lines: [{ ...receipt.lines[0], kind: "bogus" }] };
    await expect(
      saveReceipt(db, source, broken as unknown as FrozenReceipt, "paid"),
    ).rejects.toThrow();
    expect(await readReceipt(db, source)).toBeUndefined();
    // The event's next delivery writes the whole receipt, once.
    const [first, second] = await Promise.all([
      saveReceipt(db, source, receipt, "paid"),
      saveReceipt(db, source, { ...receipt, description: "Something else" }, "backfill"),
    ]);
    expect(second).toEqual(first);
    expect(first.lines).toHaveLength(1);
    expect(first.reference).toMatch(/^R-\d{6}$/);
  });
});
