import pg from "pg";
import { ACCESS_STATUSES } from "../../src/calculator/calculator-access.ts";
import type { Ledger, Purchase } from "./ledger.ts";

export interface Checks {
  notesLost: number;
  completionsLost: number;
  modulesLost: number;
  purchasesUnfulfilled: string[];
  purchasesDoubled: string[];
  /** Seconds from the card's `succeeded` to the receipt mail in the outbox, per purchase. */
  paidToReceipt: number[];
}

const RECEIPT = "Your receipt:%";
const DUPLICATE_REFUNDED = "Your duplicate subscription was cancelled and refunded";

/**
 * Reads the database after the run: every acknowledged write is there, every purchase was
 * fulfilled exactly once with one receipt. Waits up to `settleMs` for the last receipts
 * (webhooks arrive after the buyer's answer).
 */
export async function checkDatabase(
  databaseUrl: string,
  ledger: Ledger,
  // A ceiling for a hang, not a speed check: on a loaded machine webhooks queue (issue 45).
  settleMs = 600_000,
): Promise<Checks> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const emails = ledger.purchases.map((p) => p.email);
    const receipts = await settledReceipts(pool, emails, settleMs);
    return {
      notesLost: await lostNotes(pool, ledger),
      completionsLost: await lostCompletions(pool, ledger),
      modulesLost: await lostModules(pool, ledger),
      ...(await purchaseChecks(pool, ledger.purchases, receipts)),
    };
  } finally {
    await pool.end();
  }
}

type Receipts = Map<string, { count: number; first: Date }>;

async function settledReceipts(pool: pg.Pool, emails: string[], settleMs: number) {
  const until = Date.now() + settleMs;
  for (;;) {
    const { rows } = await pool.query<{ to_address: string; count: string; first: Date }>(
      `SELECT to_address, count(*) AS count, min(created_at) AS first FROM mail_outbox
       WHERE to_address = ANY($1) AND subject LIKE $2 GROUP BY to_address`,
      [emails, RECEIPT],
    );
    const receipts: Receipts = new Map(
      rows.map((r) => [r.to_address, { count: Number(r.count), first: r.first }]),
    );
    if (receipts.size === emails.length || Date.now() > until) return receipts;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function lostNotes(pool: pg.Pool, ledger: Ledger): Promise<number> {
  const notes = [...ledger.notes.values()];
  const { rows } = await pool.query<{ user_id: number; lesson_id: number; content: string }>(
    "SELECT user_id, lesson_id, content FROM lesson_notes WHERE user_id = ANY($1)",
    [[...new Set(notes.map((n) => n.userId))]],
  );
  const stored = new Map(rows.map((r) => [`${r.user_id}:${r.lesson_id}`, r.content]));
  return notes.filter((n) => stored.get(`${n.userId}:${n.lessonId}`) !== n.content).length;
}

async function lostCompletions(pool: pg.Pool, ledger: Ledger): Promise<number> {
  const { rows } = await pool.query<{ user_id: number; lesson_id: number }>(
    "SELECT user_id, lesson_id FROM lesson_completions WHERE user_id = ANY($1)",
    [[...new Set(ledger.completions.map((c) => c.userId))]],
  );
  const stored = new Set(rows.map((r) => `${r.user_id}:${r.lesson_id}`));
  return ledger.completions.filter((c) => !stored.has(`${c.userId}:${c.lessonId}`)).length;
}

async function lostModules(pool: pg.Pool, ledger: Ledger): Promise<number> {
  const { rows } = await pool.query<{ id: number; title: string }>(
    "SELECT id, title FROM modules WHERE id = ANY($1)",
    [ledger.modules.map((m) => m.id)],
  );
  const stored = new Map(rows.map((r) => [r.id, r.title]));
  return ledger.modules.filter((m) => stored.get(m.id) !== m.title).length;
}

async function purchaseChecks(pool: pg.Pool, purchases: Purchase[], receipts: Receipts) {
  const emails = purchases.map((p) => p.email);
  const enrolled = await pool.query<{ email: string; course_id: number }>(
    `SELECT u.email, e.course_id FROM enrollments e JOIN users u ON u.id = e.user_id
     WHERE u.email = ANY($1)`,
    [emails],
  );
  const enrolments = new Set(enrolled.rows.map((r) => `${r.email}:${r.course_id}`));
  const access = await pool.query<{ email: string }>(
    `SELECT u.email FROM calculator_access a JOIN users u ON u.id = a.user_id
     WHERE u.email = ANY($1) AND a.status = ANY($2)`,
    [emails, ACCESS_STATUSES],
  );
  const subscribed = new Set(access.rows.map((r) => r.email));
  const charges = await pool.query<{ buyer_email: string; count: string }>(
    `SELECT buyer_email, count(*) AS count FROM payments
     WHERE buyer_email = ANY($1) AND status = 'succeeded' GROUP BY buyer_email`,
    [emails],
  );
  const charged = new Map(charges.rows.map((r) => [r.buyer_email, Number(r.count)]));
  const refunds = await pool.query<{ to_address: string }>(
    "SELECT to_address FROM mail_outbox WHERE to_address = ANY($1) AND subject = $2",
    [emails, DUPLICATE_REFUNDED],
  );
  const refunded = new Set(refunds.rows.map((r) => r.to_address));

  const purchasesUnfulfilled: string[] = [];
  const purchasesDoubled: string[] = [];
  const paidToReceipt: number[] = [];
  for (const p of purchases) {
    const receipt = receipts.get(p.email);
    const fulfilled =
      p.kind === "course" ? enrolments.has(`${p.email}:${p.courseId}`) : subscribed.has(p.email);
    if (!fulfilled || !receipt) purchasesUnfulfilled.push(`${p.kind} ${p.email}`);
    if ((receipt?.count ?? 0) > 1 || (charged.get(p.email) ?? 0) > 1 || refunded.has(p.email))
      purchasesDoubled.push(`${p.kind} ${p.email}`);
    if (receipt) paidToReceipt.push((receipt.first.getTime() - p.paidAt) / 1000);
  }
  return { purchasesUnfulfilled, purchasesDoubled, paidToReceipt };
}
