import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intentBody } from "../calculator/calculator-test-helpers.ts";
import { BLOCKED_MESSAGE } from "../stripe-standin/radar.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { CARDS, confirmInBrowser, settle } from "../test/payments.ts";

// Issue 45 item 5a, as the attack: 30 declined cards sent at once. The declines cut-off is
// counted before each confirmation (abuse/declines.ts createCardAnswerGate), so a parallel burst
// gets no more card answers than the limit, per intent, per client IP and per e-mail. Run on
// PGlite and PostgreSQL, with the counters in this process and in the database.

/** A confirmation the card was examined for: the bank's decline, or a success. */
const cardAnswered = (answer: { status: number; body: { status?: string } }) =>
  answer.status === 402 || answer.body.status === "succeeded";

for (const store of ["memory", "database"] as const) {
  describe(`30 declined cards at once, counters in ${store}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_STORE: store });
    });
    afterAll(async () => {
      await t.close();
    });

    const post = (url: string, payload: object, ip: string) =>
      t.app.inject({ method: "POST", url: `/api${url}`, payload, remoteAddress: ip });

    /** Each purchase route's intent for a new card tester, from an IP of its own. */
    const INTENTS: Record<
      "course" | "calculator" | "discord",
      (email: string) => [string, object]
    > = {
      course: (email) => ["/payments/create-intent", { course_id: 1, name: "Tester", email }],
      calculator: (email) => ["/calculator/create-subscription-intent", intentBody(email)],
      discord: (email) => [
        "/discord/create-subscription-intent",
        { tier: "pro", billing_cycle: "monthly", amount: 19_700, email, name: "Tester" },
      ],
    };

    async function secretOf(kind: keyof typeof INTENTS, email: string, ip: string) {
      const [url, body] = INTENTS[kind](email);
      const answer = await post(url, body, ip);
      expect(answer.statusCode, kind).toBe(200);
      return answer.json<{ client_secret: string }>().client_secret;
    }

    const burst = (secrets: string[], card: string) =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          confirmInBrowser(t.app, secrets[i % secrets.length] ?? "", card),
        ),
      );

    for (const [index, kind] of (["course", "calculator", "discord"] as const).entries()) {
      it(`gets at most 5 card answers on one ${kind} intent, then refuses a valid card too`, async () => {
        const ip = `10.45.${index}.${store === "memory" ? 1 : 2}`;
        const secret = await secretOf(kind, `burst.${kind}.${store}@example.com`, ip);
        const answers = await burst([secret], CARDS.declined);
        expect(answers.filter(cardAnswered)).toHaveLength(5);
        // The rest were refused before the card was looked at, saying why: no card answer.
        const refused = answers.filter((answer) => !cardAnswered(answer));
        expect(refused).toHaveLength(25);
        for (const answer of refused) expect(answer.status).toBe(400);
        expect(refused.some((answer) => answer.body.error?.message === BLOCKED_MESSAGE)).toBe(true);
        await settle(t.app);
        const valid = await confirmInBrowser(t.app, secret, CARDS.succeeds);
        expect(valid.status).toBe(400);
        expect(valid.body.status).not.toBe("succeeded");
      });
    }

    it("gets at most 5 card answers over five intents of one e-mail from five IPs, and of one IP with ten e-mails", async () => {
      const email = `burst.spread.${store}@example.com`;
      // One payable intent per product: a new attempt of the same product for the same e-mail
      // replaces (cancels) its unpaid one (issue 45), so the spread is over products.
      const courses = await Promise.all(
        [1, 2, 3].map(async (course_id, i) => {
          const answer = await post(
            "/payments/create-intent",
            { course_id, name: "Tester", email },
            `10.46.${i}.1`,
          );
          expect(answer.statusCode).toBe(200);
          return answer.json<{ client_secret: string }>().client_secret;
        }),
      );
      const byEmail = [
        ...courses,
        await secretOf("calculator", email, "10.46.3.1"),
        await secretOf("discord", email, "10.46.4.1"),
      ];
      expect((await burst(byEmail, CARDS.declined)).filter(cardAnswered)).toHaveLength(5);
      const ip = `10.47.0.${store === "memory" ? 1 : 2}`;
      const byIp = await Promise.all(
        Array.from({ length: 10 }, (_, i) => secretOf("course", `spread.${i}.${store}@ex.com`, ip)),
      );
      expect((await burst(byIp, CARDS.declined)).filter(cardAnswered)).toHaveLength(5);
    });

    it("does not count accepted cards: one client pays six times in a row", async () => {
      const ip = `10.48.0.${store === "memory" ? 1 : 2}`;
      const email = `six.purchases.${store}@example.com`;
      for (const courseId of [1, 2, 3, 4, 5, 6]) {
        const answer = await post(
          "/payments/create-intent",
          { course_id: courseId, name: "Regular", email },
          ip,
        );
        // Courses the catalogue does not sell answer 4xx here; the others are paid.
        if (answer.statusCode !== 200) continue;
        const secret = answer.json<{ client_secret: string }>().client_secret;
        const paid = await confirmInBrowser(t.app, secret, CARDS.succeeds);
        expect(paid.body.status).toBe("succeeded");
      }
      // One decline then a card that works, from the same IP: still within the limit. (Another
      // e-mail: this one owns every course now, which is refused before any card, issue 45.)
      const again = await post(
        "/payments/create-intent",
        { course_id: 1, name: "R", email: `six.purchases.next.${store}@example.com` },
        ip,
      );
      expect(again.statusCode).toBe(200);
      const secret = again.json<{ client_secret: string }>().client_secret;
      expect((await confirmInBrowser(t.app, secret, CARDS.declined)).status).toBe(402);
      expect((await confirmInBrowser(t.app, secret, CARDS.succeeds)).body.status).toBe("succeeded");
    });
  });
}
