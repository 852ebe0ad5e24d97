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
  return {
    delivers: transport !== undefined,
    async send(mail) {
      const row = await db
        .insertInto("mail_outbox")
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db
          .updateTable("mail_outbox")
          .set({ sent_at: new Date() })
          .where("id", "=", row.id)
          .execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ mailId: row.id, err: message }, "SMTP delivery failed");
        await db
          .updateTable("mail_outbox")
          .set({ error: message })
          .where("id", "=", row.id)
          .execute();
      }
    },
  };
}
