// Tables of the purchase guards (issue 25), part of db/schema.ts's Database.
import type { CreatedAt } from "../db/column-types.ts";

/** A paid intent's client secret spent on signing its new account in (one row per intent). */
export interface PaymentProofsTable {
  intent_id: string;
  used_at: CreatedAt;
}

/** The client (IP, e-mail) that asked for a payment intent, to count its declines. */
export interface PaymentClientsTable {
  intent_id: string;
  client_ip: string;
  email: string;
  created_at: CreatedAt;
}
