import { createServer, type Server } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../test/database.ts";
import { createMailer } from "./mailer.ts";

/** Just enough of an SMTP server on loopback to receive one conversation at a time. */
function fakeSmtp(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString().split("\r\n")) {
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            data = "";
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        if (line === "") continue;
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    }),
  );
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

describe("mailer", () => {
  it("keeps mail in the outbox when no SMTP server is configured", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: "a@b.c",
      log: pino({ level: "silent" }),
    });
    expect(mailer.delivers).toBe(false);
    await mailer.send({ to: "outbox@example.com", subject: "Hi", text: "Body" });
    const row = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "outbox@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: "Hi", text_body: "Body", sent_at: null, error: null });
  });

  it("delivers over SMTP when SMTP_URL is set and records the delivery", async () => {
    const received: string[] = [];
    const { server, port } = await fakeSmtp(received);
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: "Academy <no-reply@academy.test>",
        log: pino({ level: "silent" }),
      });
      await mailer.send({
        to: "smtp@example.com",
        subject: "Reset your password",
        text: "Open the link",
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Reset your password");
      expect(received[0]).toContain("Open the link");
      const row = await database.db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("to_address", "=", "smtp@example.com")
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(row.error).toBeNull();
    } finally {
      server.close();
    }
  });

  it("records an SMTP failure without throwing", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "a@b.c",
      log: pino({ level: "silent" }),
    });
    await mailer.send({ to: "down@example.com", subject: "S", text: "T" });
    const row = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "down@example.com")
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED/);
  });

  it("records a mail with the caller's transaction: rolled back, there is no mail", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: "a@b.c",
      log: pino({ level: "silent" }),
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.record(trx, { to: "rolled.back@example.com", subject: "S", text: "T" });
        throw new Error("the account was not created after all");
      }),
    ).rejects.toThrow("not created");
    const rows = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", "rolled.back@example.com")
      .execute();
    expect(rows).toEqual([]);
  });

  it("sends a mail recorded by a process that died before sending it, once across instances", async () => {
    const received: string[] = [];
    const { server, port } = await fakeSmtp(received);
    try {
      const instance = () =>
        createMailer({
          db: database.db,
          smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
          from: "a@b.c",
          log: pino({ level: "silent" }),
        });
      // The dead process: the mail committed, its delivery never began.
      await instance().record(database.db, {
        to: "orphan@example.com",
        subject: "Your receipt",
        text: "Paid",
      });
      const [a, b] = await Promise.all([instance().deliverPending(), instance().deliverPending()]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      expect(received.filter((mail) => mail.includes("orphan@example.com"))).toHaveLength(1);
      const row = await database.db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("to_address", "=", "orphan@example.com")
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeInstanceOf(Date);
      // A later start finds nothing left to send.
      await instance().deliverPending();
      expect(received.filter((mail) => mail.includes("orphan@example.com"))).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
