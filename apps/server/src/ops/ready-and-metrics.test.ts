import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";

const TOKEN = "a metrics token of 32 characters";
let withMetrics: TestApp;
let plain: TestApp;
beforeAll(async () => {
  withMetrics = await createTestApp({ METRICS_TOKEN: TOKEN });
  plain = await createTestApp();
});
afterAll(async () => {
  await withMetrics?.close();
  await plain?.close();
});

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const answer = await plain.app.inject({ method: "GET", url: "/api/metrics" });
    expect(answer.statusCode).toBe(404);
  });

  it("refuses a missing or wrong token", async () => {
    for (const headers of [{}, bearer("a wrong token of 32 characters!!")]) {
      const answer = await withMetrics.app.inject({ method: "GET", url: "/api/metrics", headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain("http_requests_total");
    }
  });

  it("counts requests per route pattern and reads the queues from the database", async () => {
    for (const id of [1, 2, 2])
      await withMetrics.app.inject({ method: "GET", url: `/api/courses/${id}` });
    const answer = await withMetrics.app.inject({
      method: "GET",
      url: "/api/metrics",
      headers: bearer(TOKEN),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/courses\/:id",status="401"\} 3$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/:id"\} 3$/m,
    );
    expect(text).toMatch(/^discord_role_queue_depth \d+$/m);
    expect(text).toMatch(/^# TYPE payments_webhook_lag_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE payments_by_status gauge$/m);
  });
});

describe("GET /api/ready", () => {
  it("is ready once started: migrated, storage reachable, workers running", async () => {
    const ready = await plain.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      database: "up",
      migrations: "current",
      storage: "up",
      workers: "running",
    });
  });

  // Last in the file: the app stays in its stopping state.
  it("answers 503 from the moment a shutdown begins", async () => {
    plain.app.services.lifecycle.stopping();
    const ready = await plain.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not_ready", workers: "stopping" });
  });
});
