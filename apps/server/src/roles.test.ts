import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperations, type OperationInfo } from "./http/contract.ts";
import { NOT_IMPLEMENTED_OPERATIONS } from "./handlers/not-implemented.ts";
import { ENROLMENT_OPERATIONS } from "./learning/access.ts";
import { ADMIN_OPERATIONS } from "./security.ts";
import { bearer, createTestApp, login, type Session, type TestApp } from "./test/app.ts";
import { completeModule, getCourse, type ModuleBody } from "./test/learning.ts";
import { hasBody, sampleBody, sampleUrl } from "./test/operations.ts";
import { ADMIN_REQUIRED, NOT_ENROLLED } from "./http/messages.ts";

let t: TestApp;
let learner: Session;
let outsider: Session;
let admin: Session;
/** Module 1 of course 1: its quiz is the sample quiz. */
let learnerModule: ModuleBody | undefined;
beforeAll(async () => {
  t = await createTestApp();
  // The sample ids (1) name course 1 and its first module, lesson and quiz. The mentorship
  // learner may open course 1; the course 2 learner may not, and is the outsider here.
  learner = await login(t.app, "mentee");
  outsider = await login(t.app, "learner");
  admin = await login(t.app, "admin");
  [learnerModule] = (await getCourse(t.app, learner, 1)).modules;
});
afterAll(async () => {
  await t.close();
});

const operations = readOperations();
type Role = "anonymous" | "learner" | "outsider" | "admin";
type Expectation = "401" | "403 admin" | "403 enrolment" | "allowed";

/**
 * What the role may expect from the operation's security in the contract, the admin list and
 * the enrolment list. The outsider is a signed-in learner not enrolled in the sample course.
 */
function expected(operation: OperationInfo, role: Role): Expectation {
  const id = operation.operationId as never;
  if (role === "anonymous") return operation.access === "bearer" ? "401" : "allowed";
  if (role === "admin") return "allowed";
  if (ADMIN_OPERATIONS.has(id)) return "403 admin";
  if (role === "outsider" && ENROLMENT_OPERATIONS.has(id)) return "403 enrolment";
  return "allowed";
}

const DETAIL: Partial<Record<Expectation, string>> = {
  "403 admin": ADMIN_REQUIRED,
  "403 enrolment": NOT_ENROLLED,
};

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
    ...(hasBody(operation) ? { payload: sampleBody(operation) } : {}),
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

  it("lists every learning operation as needing enrolment", () => {
    const ids = new Set(operations.map((o) => o.operationId));
    for (const id of ENROLMENT_OPERATIONS) expect(ids.has(id)).toBe(true);
    const learning = operations.filter(
      (o) =>
        !ADMIN_OPERATIONS.has(o.operationId as never) &&
        // A public operation (a certificate's verification) needs no enrolment by design.
        o.access === "bearer" &&
        (o.tags.some((tag) => ["Modules", "Quiz", "Certificates"].includes(tag)) ||
          o.path.startsWith("/courses/{id}")),
    );
    expect(learning.map((o) => o.operationId).sort()).toEqual([...ENROLMENT_OPERATIONS].sort());
  });

  const sessions = () => ({ anonymous: null, learner, outsider, admin });
  for (const role of ["anonymous", "learner", "outsider", "admin"] as const) {
    it(`gives ${role} callers the expected answer on every operation`, async () => {
      const session = sessions()[role];
      const self = session?.user.id ?? 1;
      const mismatches: string[] = [];
      for (const operation of operations) {
        const want = expected(operation, role);
        // Past the module quiz's gate (quiz-integrity.test.ts checks it), which the matrix's
        // own uncompleteLesson call closes again: the matrix sees access control only.
        if (role === "learner" && operation.tags.includes("Quiz") && learnerModule)
          await completeModule(t.app, learner, learnerModule);
        const response = await call(t.app, operation, session, self);
        const got = response.statusCode;
        const detail = DETAIL[want];
        const ok =
          want === "allowed"
            ? (got !== 401 && got !== 403 && got < 500) || got === 501
            : String(got) === want.slice(0, 3) &&
              (detail === undefined || response.json<{ detail: string }>().detail === detail);
        if (!ok)
          mismatches.push(
            `${operation.operationId}: expected ${want}, got ${got} ${response.body.slice(0, 120)}`,
          );
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
    // The Discord membership is read by its member: the seeded one has it (a user without one
    // gets 404, the spec's "no active subscription").
    const discordMember = await login(t.app, "discord");
    for (const operation of ownerScoped) {
      if (NOT_IMPLEMENTED_OPERATIONS.includes(operation.operationId as never)) {
        pending.push(operation.operationId);
        continue;
      }
      const subject = operation.operationId === "getDiscordSubscription" ? discordMember : learner;
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
        url: sampleUrl(operation, subject.user.id),
        headers: bearer(subject.access_token),
      });
      expect({ op: operation.operationId, status: own.statusCode }).toEqual({
        op: operation.operationId,
        status: 200,
      });
      const byAdmin = await t.app.inject({
        method: "GET",
        url: sampleUrl(operation, subject.user.id),
        headers: bearer(admin.access_token),
      });
      expect(byAdmin.statusCode).toBe(200);
    }
    expect(pending).toEqual([]);
  });
});
