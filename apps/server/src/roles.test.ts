import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperations, type OperationInfo } from "./http/contract.ts";
import { NOT_IMPLEMENTED_OPERATIONS } from "./handlers/not-implemented.ts";
import { ADMIN_OPERATIONS, ADMIN_REQUIRED } from "./security.ts";
import { bearer, createTestApp, login, type Session, type TestApp } from "./test/app.ts";
import { hasBody, sampleUrl } from "./test/operations.ts";

let t: TestApp;
let learner: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  // The mentorship learner may open every course, so course-level 403s cannot blur the matrix.
  learner = await login(t.app, "mentee");
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

const operations = readOperations();
type Role = "anonymous" | "learner" | "admin";

/** What the role may expect from the operation's security in the contract and the admin list. */
function expected(operation: OperationInfo, role: Role): "401" | "403" | "allowed" {
  if (role === "anonymous") return operation.access === "bearer" ? "401" : "allowed";
  if (role === "learner" && ADMIN_OPERATIONS.has(operation.operationId as never)) return "403";
  return "allowed";
}

async function call(
  app: FastifyInstance,
  operation: OperationInfo,
  session: Session | null,
  self: number,
) {
  return app.inject({
    method: operation.method as "GET",
    url: sampleUrl(operation, self),
    headers: session ? bearer(session.access_token) : {},
    ...(hasBody(operation) ? { payload: {} } : {}),
  });
}

describe("role x operation matrix", () => {
  it("lists only contract operations as admin operations", () => {
    const ids = new Set(operations.map((o) => o.operationId));
    for (const id of ADMIN_OPERATIONS) expect(ids.has(id)).toBe(true);
    // Every Admin-tagged operation is on the list.
    for (const o of operations.filter((o) => o.tags.includes("Admin")))
      expect(ADMIN_OPERATIONS.has(o.operationId as never)).toBe(true);
  });

  for (const role of ["anonymous", "learner", "admin"] as const) {
    it(`gives ${role} callers the expected answer on every operation`, async () => {
      const session = role === "anonymous" ? null : role === "learner" ? learner : admin;
      const self = session?.user.id ?? 1;
      const mismatches: string[] = [];
      for (const operation of operations) {
        const want = expected(operation, role);
        const response = await call(t.app, operation, session, self);
        const got = response.statusCode;
        const ok =
          want === "allowed"
            ? (got !== 401 && got !== 403 && got < 500) || got === 501
            : String(got) === want;
        if (!ok)
          mismatches.push(
            `${operation.operationId}: expected ${want}, got ${got} ${response.body.slice(0, 120)}`,
          );
        if (want === "403") expect(response.json()).toEqual({ detail: ADMIN_REQUIRED });
      }
      expect(mismatches).toEqual([]);
    });
  }

  it("refuses a non-admin reading another user's enrollment or progress with 403, allows an admin", async () => {
    const other = admin.user.id;
    const ownerScoped = operations.filter((o) =>
      ["getEnrollment", "getUserProgress", "getDiscordSubscription"].includes(o.operationId),
    );
    expect(ownerScoped).toHaveLength(3);
    const pending: string[] = [];
    for (const operation of ownerScoped) {
      if (NOT_IMPLEMENTED_OPERATIONS.includes(operation.operationId as never)) {
        pending.push(operation.operationId);
        continue;
      }
      const url = sampleUrl(operation, other);
      const denied = await t.app.inject({
        method: "GET",
        url,
        headers: bearer(learner.access_token),
      });
      expect({ op: operation.operationId, status: denied.statusCode }).toEqual({
        op: operation.operationId,
        status: 403,
      });
      const own = await t.app.inject({
        method: "GET",
        url: sampleUrl(operation, learner.user.id),
        headers: bearer(learner.access_token),
      });
      expect(own.statusCode).toBe(200);
      const byAdmin = await t.app.inject({
        method: "GET",
        url: sampleUrl(operation, learner.user.id),
        headers: bearer(admin.access_token),
      });
      expect(byAdmin.statusCode).toBe(200);
    }
    expect(pending).toEqual(["getDiscordSubscription"]);
  });
});
