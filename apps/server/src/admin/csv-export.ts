import { sql } from "kysely";
import type { Services } from "../services.ts";

/**
 * RFC 4180 fields, and a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) made text with a leading apostrophe (OWASP's CSV injection advice).
 */
function field(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csv = (header: readonly string[], rows: readonly (string | number | boolean | null)[][]) =>
  [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";

/** Every account, with how many courses each holds. */
export async function peopleCsv(services: Services): Promise<{ text: string; rows: number }> {
  const rows = await services.db
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.email",
      "users.full_name",
      "users.is_admin",
      "users.created_at",
      "users.discord_username",
      eb
        .selectFrom("enrollments")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("enrollments.user_id", "=", "users.id")
        .as("courses"),
    ])
    .orderBy("users.id")
    .execute();
  const header = [
    "id",
    "email",
    "full_name",
    "is_admin",
    "created_at",
    "discord_username",
    "courses",
  ];
  const text = csv(
    header,
    rows.map((row) => [
      row.id,
      row.email,
      row.full_name,
      row.is_admin,
      row.created_at.toISOString(),
      row.discord_username,
      Number(row.courses ?? 0),
    ]),
  );
  return { text, rows: rows.length };
}

/** Every course payment with its refund, if any (subscription invoices live at the provider). */
export async function paymentsCsv(services: Services): Promise<{ text: string; rows: number }> {
  const rows = await services.db
    .selectFrom("payments")
    .leftJoin("payment_refunds", (join) =>
      join.on(sql<boolean>`payment_refunds.payment_ref = 'payment-' || payments.id`),
    )
    .select([
      "payments.id",
      "payments.created_at",
      "payments.buyer_email",
      "payments.buyer_name",
      "payments.product",
      "payments.method",
      "payments.amount_cents",
      "payments.currency",
      "payments.status",
      "payment_refunds.amount_cents as refunded_cents",
    ])
    .orderBy("payments.id")
    .execute();
  const header = [
    "id",
    "date",
    "buyer_email",
    "buyer_name",
    "product",
    "method",
    "amount_cents",
    "currency",
    "status",
    "refunded_cents",
  ];
  const text = csv(
    header,
    rows.map((row) => [
      `payment-${row.id}`,
      row.created_at.toISOString(),
      row.buyer_email,
      row.buyer_name,
      row.product,
      row.method,
      row.amount_cents,
      row.currency,
      row.status,
      row.refunded_cents ?? 0,
    ]),
  );
  return { text, rows: rows.length };
}
