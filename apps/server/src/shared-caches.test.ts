import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "./auth/clock.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import { bearer, createInstance, login, type Session } from "./test/app.ts";
import { createTestDatabase } from "./test/database.ts";
import { call, getCourse, lessonsOf } from "./test/learning.ts";

// Two instances on one database (PGlite: one session; PostgreSQL: one server), as behind a
// load balancer. Their clocks stand still, so no cache here ever expires by age: whatever one
// instance sees of the other's writes came through the change feed.
let database: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;
const frozen = new Date();
const clock: Clock = () => frozen;

const instance = () => createInstance(database, {}, clock);

beforeAll(async () => {
  database = await createTestDatabase();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const courseNames = async (app: FastifyInstance) =>
  (await app.inject({ method: "GET", url: "/api/courses" }))
    .json<{ name: string }[]>()
    .map((course) => course.name);

describe("what one instance caches follows the other's writes", () => {
  it("a course an admin creates on one instance is listed by the other", async () => {
    expect(await courseNames(b)).not.toContain("Estimating for Builders");
    const admin = await login(a, "admin");
    const created = await a.inject({
      method: "POST",
      url: "/api/courses",
      headers: bearer(admin.access_token),
      payload: { name: "Estimating for Builders" },
    });
    expect(created.statusCode).toBe(201);
    await expect.poll(() => courseNames(b)).toContain("Estimating for Builders");
  });

  it("a learner's completion on one instance shows in the other's cached course", async () => {
    const learner = await login(a, "learner");
    const [first] = lessonsOf(await getCourse(b, learner, 2)).filter((l) => !l.is_completed);
    if (!first) throw new Error("the seed has no lesson to complete");
    // Read twice on b: the second answer is b's cached one.
    await getCourse(b, learner, 2);
    const done = await call(a, learner, "POST", `/api/lessons/${first.id}/complete`);
    expect(done.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          lessonsOf(await getCourse(b, learner, 2)).find((l) => l.id === first.id)?.is_completed,
      )
      .toBe(true);
  });

  it("a logout on one instance ends the session on the other", async () => {
    const learner: Session = await login(b, "learner");
    const read = () => call(b, learner, "GET", "/api/courses/2").then((r) => r.statusCode);
    // b checks the token once and then remembers it (a learner's session is cached).
    expect(await read()).toBe(200);
    expect(await read()).toBe(200);
    const logout = await a.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(learner.access_token),
      payload: { refresh_token: learner.refresh_token },
    });
    expect(logout.statusCode).toBeLessThan(300);
    await expect.poll(read).toBe(401);
  });
});
