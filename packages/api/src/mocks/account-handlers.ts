import type { HttpHandler } from "msw";
import { pdfAttachment } from "./pdf.ts";
import type { createOpenApiHttp } from "openapi-msw";
import type { paths } from "../generated/openapi.ts";
import type { AccountPayment, AccountSubscription, DiscordSubscription, User } from "../types.ts";

type Http = ReturnType<typeof createOpenApiHttp<paths>>;

export interface AccountMockContext {
  http: Http;
  currentUser(request: Request): User | null;
  /** The user's Discord membership (shared with the /discord mocks, so both show the same). */
  discordOf(user: User): DiscordSubscription | undefined;
  /** Whether the user pays for the calculator (they then get `mockCalculatorSubscription`). */
  hasCalculator(user: User): boolean;
}

const CARD = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 } as const;

/** A yearly calculator subscription, as `GET /account/subscriptions` lists it. */
export const mockCalculatorSubscription: AccountSubscription = {
  id: 1001,
  product: "calculator",
  name: "Deal Analyzer Calculator",
  tier: null,
  status: "active",
  amount_cents: 9_000,
  currency: "usd",
  billing_cycle: "yearly",
  current_period_start: "2026-03-01T00:00:00Z",
  current_period_end: "2027-03-01T00:00:00Z",
  next_billing_date: "2027-03-01T00:00:00Z",
  cancel_at_period_end: false,
  card: CARD,
};

/** A paid calculator invoice, a paid course and a partly refunded plan change, newest first. */
export const mockAccountPayments: readonly AccountPayment[] = [
  {
    id: "in_mock_2",
    date: "2026-03-01T00:00:00Z",
    description: "Deal Analyzer Calculator (yearly)",
    amount_cents: 9_000,
    currency: "usd",
    status: "paid",
    reference: "R-000002",
    receipt_url: null,
    receipt_emailed: true,
    receipt_pdf: true,
  },
  {
    id: "payment-1",
    date: "2026-02-01T00:00:00Z",
    description: "Real Estate Developer Course",
    amount_cents: 99_700,
    currency: "usd",
    status: "paid",
    reference: "R-000001",
    receipt_url: null,
    receipt_emailed: false,
    receipt_pdf: true,
  },
  {
    // A plan change paid partly from credit, then partly refunded: its frozen lines.
    id: "in_mock_1",
    date: "2026-01-15T00:00:00Z",
    description: "Discord Pro (yearly)",
    amount_cents: 180_000,
    currency: "usd",
    status: "paid",
    reference: "R-000000",
    receipt_url: null,
    receipt_emailed: true,
    receipt_pdf: true,
    amount_refunded_cents: 30_000,
    lines: [
      {
        kind: "proration",
        description: "Unused time on Discord Community (monthly)",
        amount_cents: -9_700,
        period_start: "2026-01-15T00:00:00Z",
        period_end: "2026-02-15T00:00:00Z",
      },
      {
        kind: "item",
        description: "Discord Pro (yearly)",
        amount_cents: 199_700,
        period_start: "2026-01-15T00:00:00Z",
        period_end: "2027-01-15T00:00:00Z",
      },
      {
        kind: "credit",
        description: "Credit applied",
        amount_cents: -10_000,
        period_start: null,
        period_end: null,
      },
    ],
  },
];

/** The account page's calls over the Discord mock state and one calculator subscription. */
export function createAccountMockHandlers({
  http,
  currentUser,
  discordOf,
  hasCalculator,
}: AccountMockContext): HttpHandler[] {
  const detail = (message: string) => ({ detail: message });
  const calculator = new Map<number, AccountSubscription>();
  const calculatorOf = (user: User) => {
    if (!hasCalculator(user)) return undefined;
    const existing = calculator.get(user.id);
    if (existing) return existing;
    const created = structuredClone(mockCalculatorSubscription);
    calculator.set(user.id, created);
    return created;
  };
  /** The Discord record is the same object the /discord mocks change, seen as an account row. */
  const listFor = (user: User): AccountSubscription[] => {
    const discord = discordOf(user);
    const rows: AccountSubscription[] = [];
    if (discord)
      rows.push({
        ...discord,
        product: "discord",
        name: discord.tier === "pro" ? "Discord Pro" : "Discord Community",
        currency: "usd",
        card: CARD,
      });
    const calc = calculatorOf(user);
    if (calc) rows.push(calc);
    return rows;
  };
  const owned = (user: User, id: number) => {
    const discord = discordOf(user);
    if (discord?.id === id) return discord;
    const calc = calculatorOf(user);
    return calc?.id === id ? calc : undefined;
  };
  return [
    http.get("/account/subscriptions", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json(listFor(user));
    }),
    http.post(
      "/account/subscriptions/{subscriptionId}/cancel",
      ({ request, params, query, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        const subscription = owned(user, Number(params.subscriptionId));
        if (!subscription) return response(404).json(detail("Subscription not found"));
        const atPeriodEnd = query.get("cancel_at_period_end") !== "false";
        if (atPeriodEnd) {
          subscription.cancel_at_period_end = true;
          subscription.next_billing_date = null;
        } else {
          subscription.status = "canceled";
          subscription.next_billing_date = null;
        }
        return response(200).json({
          message: atPeriodEnd
            ? "Subscription will be cancelled at the end of the billing period"
            : "Subscription cancelled",
        });
      },
    ),
    http.post(
      "/account/subscriptions/{subscriptionId}/reactivate",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        const subscription = owned(user, Number(params.subscriptionId));
        if (!subscription) return response(404).json(detail("Subscription not found"));
        subscription.cancel_at_period_end = false;
        subscription.next_billing_date = subscription.current_period_end;
        return response(200).json({ message: "Subscription reactivated successfully!" });
      },
    ),
    http.post(
      "/account/subscriptions/{subscriptionId}/setup-intent",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        const id = Number(params.subscriptionId);
        if (!owned(user, id)) return response(404).json(detail("Subscription not found"));
        return response(200).json({
          client_secret: `seti_mock_${id}_secret_mock`,
          setup_intent_id: `seti_mock_${id}`,
        });
      },
    ),
    http.post(
      "/account/subscriptions/{subscriptionId}/payment-method",
      ({ request, params, response }) => {
        const user = currentUser(request);
        if (!user) return response(401).json(detail("Not authenticated"));
        if (!owned(user, Number(params.subscriptionId)))
          return response(404).json(detail("Subscription not found"));
        return response(200).json({ message: "Payment method updated successfully!" });
      },
    ),
    http.get("/account/payments", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json(hasCalculator(user) ? [...mockAccountPayments] : []);
    }),
    http.get("/account/payments/{paymentId}/receipt", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const payment = hasCalculator(user)
        ? mockAccountPayments.find((candidate) => candidate.id === params.paymentId)
        : undefined;
      if (!payment?.receipt_pdf) return response(404).json(detail("Receipt not found"));
      // openapi-msw types JSON and text bodies only; a PDF goes through its untyped escape.
      return response.untyped(pdfAttachment(`receipt-${payment.reference}.pdf`));
    }),
  ];
}
