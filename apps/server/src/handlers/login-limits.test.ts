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

  it("holds 100 parallel wrong passwords on one account to 5, and refuses the right one", async () => {
    const { email, password } = demoAccount("learner");
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        attempt(email, `wrong-${i}`, `10.1.${i >> 8}.${i & 255}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    const right = await attempt(email, password, "10.2.0.1");
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
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
