import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Stores the mail in the outbox, then delivers it over SMTP when SMTP is configured. */
  send(mail: Mail): Promise<void>;
  /**
   * Stores the mail in the outbox inside the caller's transaction, so the mail exists exactly
   * when what it announces was committed (an account and its password, a receipt): a crash
   * can lose neither half. Call `deliver` with the id once the transaction has committed.
   */
  record(trx: Kysely<Database>, mail: Mail): Promise<number>;
  /** Sends a recorded mail over SMTP (nothing to do without SMTP: the outbox is the delivery). */
  deliver(id: number): Promise<void>;
  /**
   * Sends the mail once: `claim` marks, in the transaction the mail is recorded in, that it is
   * going out (answering false when it went already), so a crash leaves both or neither.
   */
  sendOnce(claim: (trx: Kysely<Database>) => Promise<boolean>, mail: Mail): Promise<void>;
  /**
   * Sends what was recorded but never sent or tried (the process died between the commit and
   * the SMTP call); run at start. Returns how many went out.
   */
  deliverPending(): Promise<number>;
  /** True when mail leaves the machine (SMTP_URL set); false when it only lands in the outbox. */
  readonly delivers: boolean;
}

export interface MailerOptions {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
}

/**
 * Every mail is written to mail_outbox first, so there is a record even when SMTP is down.
 * Without SMTP_URL that record is the delivery: the development outbox endpoint lists it.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function record(trx: Kysely<Database>, mail: Mail): Promise<number> {
    const row = await trx
      .insertInto("mail_outbox")
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        // Without SMTP the outbox is the delivery: nothing is left for a later start to send,
        // even if SMTP is configured by then.
        claimed_at: transport ? null : new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function deliver(id: number): Promise<void> {
    if (!transport) return;
    // Claimed first: of two instances picking up the same mail, one sends it.
    const mail = await db
      .updateTable("mail_outbox")
      .set({ claimed_at: new Date() })
      .where("id", "=", id)
      .where("claimed_at", "is", null)
      .returning(["to_address", "subject", "text_body"])
      .executeTakeFirst();
    if (!mail) return;
    try {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
      });
      await db
        .updateTable("mail_outbox")
        .set({ sent_at: new Date() })
        .where("id", "=", id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, err: message }, "SMTP delivery failed");
      await db.updateTable("mail_outbox").set({ error: message }).where("id", "=", id).execute();
    }
  }

  return {
    delivers: transport !== undefined,
    record,
    deliver,
    async send(mail) {
      await deliver(await record(db, mail));
    },
    async sendOnce(claim, mail) {
      const id = await db
        .transaction()
        .execute(async (trx) => ((await claim(trx)) ? record(trx, mail) : null));
      if (id !== null) await deliver(id);
    },
    async deliverPending() {
      if (!transport) return 0;
      const pending = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("claimed_at", "is", null)
        .orderBy("id")
        .execute();
      for (const { id } of pending) await deliver(id);
      return pending.length;
    },
  };
}
