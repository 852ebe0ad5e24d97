import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_IMPLEMENTED_OPERATIONS } from "../handlers/not-implemented.ts";
import { createTestApp, login, type TestApp } from "../test/app.ts";
import { contractOperations, fuzzRequest, type FuzzRequest } from "../test/contract-arbitraries.ts";

/**
 * Malformed requests across every operation of the contract (read from openapi.yaml at run
 * time), signed in and not: none may answer 5xx or hang. The seed is the run's fast-check seed
 * (fixed in CI, tooling/vitest.fast-check-setup.ts; FAST_CHECK_SEED changes it) and FUZZ_RUNS
 * the number of requests; a failure names the seed, fast-check's replay path and the request.
 */
const SEED = fc.readConfigureGlobal().seed ?? "random";
const RUNS = Number(process.env["FUZZ_RUNS"] ?? 2000);
// A ceiling for a request that never ends (a pathological regular expression on a long
// payload), not a speed check: each answer takes milliseconds, and how fast is the bench's job.
const HANG_MS = 10_000;

let t: TestApp;
let tokens: Record<string, string | undefined>;
beforeAll(async () => {
  t = await createTestApp();
  const learner = await login(t.app, "mentee");
  const admin = await login(t.app, "admin");
  tokens = {
    anonymous: undefined,
    learner: learner.access_token,
    admin: admin.access_token,
    "a forged token": `${learner.access_token.slice(0, -4)}AAAA`,
  };
});
afterAll(async () => {
  await t.close();
});

const pending = new Set<string>(NOT_IMPLEMENTED_OPERATIONS);

function describeRequest(request: FuzzRequest) {
  const payload =
    typeof request.payload === "string" && request.payload.length > 200
      ? `${request.payload.slice(0, 200)}… (${request.payload.length} characters)`
      : request.payload;
  return JSON.stringify({ ...request, url: request.url.slice(0, 300), payload });
}

describe("contract-driven fuzzing", () => {
  const operations = contractOperations();

  it("covers every operation of the contract", () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  });

  it(`answers ${RUNS} malformed requests without a 5xx or a hang (seed ${SEED})`, async () => {
    const seen = new Set<string>();
    let sent = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(operations, tokens), async (request) => {
          sent += 1;
          seen.add(request.operationId);
          const started = performance.now();
          const response = await t.app.inject({
            method: request.method as "GET",
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const elapsed = performance.now() - started;
          const notImplemented = response.statusCode === 501 && pending.has(request.operationId);
          if (response.statusCode >= 500 && !notImplemented)
            throw new Error(
              `${response.statusCode} ${response.body.slice(0, 200)} for ${describeRequest(request)}`,
            );
          if (elapsed > HANG_MS)
            throw new Error(`${Math.round(elapsed)} ms for ${describeRequest(request)}`);
          // Limits would soon answer every call with 429 and hide the handlers behind them.
          await Promise.all(Object.values(t.app.services.limits).map((limit) => limit.clear()));
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    } catch (error) {
      // fast-check's message carries the seed and the counterexample; say how to replay it.
      throw new Error(
        `Fuzzing failed (FAST_CHECK_SEED=<the seed below> FUZZ_RUNS=${RUNS} replays it): ${String(error)}`.slice(
          0,
          4000,
        ),
        { cause: error },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect([...seen].sort()).toEqual(operations.map((o) => o.operationId).sort());
  });
});
