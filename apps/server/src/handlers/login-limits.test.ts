import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAccount, type TestApp } from "../test/app.ts";

describe.each(["memory", "database"])("login limits with the %s store", (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_STORE: store });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress: ip,
    });

  it("blocks the client guessing one account's password after 5 tries, not the owner signing in elsewhere", async () => {
    const { email, password } = demoAccount("learner");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(email, `wrong-${i}`, "10.1.0.1")),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const guesser = await attempt(email, password, "10.1.0.1");
    expect(guesser.statusCode).toBe(429);
    expect(Number(guesser.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(email, password, "10.1.0.2")).statusCode).toBe(200);
  });

  it("slows guessing spread over many IPs to one try per client past the account's ceiling, and the owner still signs in", async () => {
    const { email, password } = demoAccount("admin");
    // 98 guesses already came from elsewhere in the window (counted as the handler counts them,
    // without spending 98 password checks), then three more IPs guess and pass the ceiling.
    for (let i = 0; i < 98; i++) await t.app.services.limits.loginAccount.hit(`account:${email}`);
    const ips = ["10.4.0.1", "10.4.0.2", "10.4.0.3"];
    for (const ip of ips) expect((await attempt(email, "wrong-first", ip)).statusCode).toBe(401);
    // Past the ceiling, a client that has already guessed once in the window waits.
    for (const ip of ips) {
      const again = await attempt(email, "wrong-again", ip);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The owner on a fresh connection still has their try.
    expect((await attempt(email, password, "10.5.0.1")).statusCode).toBe(200);
  });

  it("holds 100 parallel attempts from one IP on many accounts to 20", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(`nobody${i}@example.com`, "wrong", "10.3.0.1")),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
    const { email, password } = demoAccount("mentee");
    expect((await attempt(email, password, "10.3.0.1")).statusCode).toBe(429);
    expect((await attempt(email, password, "10.3.0.2")).statusCode).toBe(200);
  });
});
