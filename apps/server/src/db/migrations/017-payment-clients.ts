import { sql, type Kysely } from "kysely";

/**
 * Who asked for each payment intent (issue 25, card testing): the client IP and e-mail the
 * create-intent call came from. A decline reaches the server as a webhook, which carries
 * neither, so the declines are counted against the client through this row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_clients (
      intent_id text PRIMARY KEY,
      client_ip text NOT NULL,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_clients;`.execute(db);
}
