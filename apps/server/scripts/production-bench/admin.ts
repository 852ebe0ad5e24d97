import { type BenchContext, clientIpOf, retried } from "./ledger.ts";

interface Admin {
  token: string;
  courseId: number;
  ip: string;
}

/** The demo admin (SEED_DEMO_ACCOUNTS), with a course of this run's own to add modules to. */
export async function setUpAdmin(ctx: BenchContext): Promise<Admin> {
  const ip = clientIpOf(3, 0);
  const login = await retried(() =>
    ctx.call<{ access_token: string }>("POST", "/api/auth/login", {
      label: "setup",
      clientIp: ip,
      json: { email: "admin@example.com", password: "Admin123!" },
    }),
  );
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const token = login.body.access_token;
  const course = await ctx.call<{ id: number }>("POST", "/api/courses", {
    label: "setup",
    token,
    clientIp: ip,
    json: { name: `Bench course ${ctx.runId}` },
  });
  if (course.status !== 201) throw new Error(`bench course: ${course.status}`);
  return { token, courseId: course.body.id, ip };
}

/**
 * An admin editing the catalogue, a module every `everyMs` through nginx; after each, how long
 * until every other instance (asked directly, not through nginx) lists it.
 */
export async function runAdmin(
  ctx: BenchContext,
  admin: Admin,
  instancePorts: number[],
  everyMs: number,
): Promise<void> {
  for (let n = 1; performance.now() < ctx.until; n++) {
    const started = performance.now();
    const title = `Bench module ${ctx.runId}-${n}`;
    const created = await ctx.call<{ id: number }>("POST", "/api/modules", {
      label: "admin: add module",
      token: admin.token,
      clientIp: admin.ip,
      json: { course_id: admin.courseId, title, description: "Added under load", order: n },
    });
    if (created.status === 201) {
      ctx.ledger.modules.push({ id: created.body.id, title });
      const writer = Number(created.upstream.split(":").pop());
      const others = instancePorts.filter((port) => port !== writer);
      if (others.length > 0) ctx.ledger.staleness.push(await timeUntilSeen(others, title));
    }
    const rest = everyMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

/** Polls each instance's public catalogue until it lists `title`; the slowest one's time. */
async function timeUntilSeen(ports: number[], title: string): Promise<number> {
  const start = performance.now();
  const seen = await Promise.all(
    ports.map(async (port) => {
      while (performance.now() - start < 30_000) {
        const text = await fetch(`http://127.0.0.1:${port}/api/courses`).then(
          (r) => (r.ok ? r.text() : ""),
          () => undefined,
        );
        // An instance that is down (the killed one) is left out of this measurement.
        if (text === undefined) return 0;
        if (text.includes(title)) return performance.now() - start;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.now() - start;
    }),
  );
  return Math.max(...seen);
}
