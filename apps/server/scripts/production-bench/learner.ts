import { type BenchContext, clientIpOf, retried } from "./ledger.ts";

/** The enrolled course every learner reads and works through. */
const COURSE_ID = 2;

interface Learner {
  index: number;
  userId: number;
  token: string;
  refreshToken: string;
  lessonIds: number[];
  ip: string;
}

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: number };
}

/** A new account enrolled in course 2 (POST /enroll/test: test mode, callers on this machine). */
export async function setUpLearner(ctx: BenchContext, index: number): Promise<Learner> {
  const ip = clientIpOf(1, index);
  const enrolled = await retried(() =>
    ctx.call<Session>("POST", "/api/enroll/test", {
      label: "setup",
      clientIp: ip,
      json: {
        course_id: COURSE_ID,
        email: `bench-learner-${ctx.runId}-${index}@example.com`,
        full_name: `Bench Learner ${index}`,
      },
    }),
  );
  if (enrolled.status !== 200) throw new Error(`enrol learner ${index}: ${enrolled.status}`);
  const { access_token: token, refresh_token: refreshToken, user } = enrolled.body;
  const course = await ctx.call<{ modules: { lessons: { id: number }[] }[] }>(
    "GET",
    `/api/courses/${COURSE_ID}`,
    { label: "setup", token, clientIp: ip },
  );
  const lessonIds = course.body.modules.flatMap((m) => m.lessons.map((l) => l.id));
  return { index, userId: user.id, token, refreshToken, lessonIds, ip };
}

/**
 * A learner's session, as the course page makes it: the catalogue, the course with their
 * progress, a lesson's notes read and saved, the video position, the lesson completed.
 */
export async function runLearner(ctx: BenchContext, learner: Learner): Promise<void> {
  const as = (label: string) => ({ label, token: learner.token, clientIp: learner.ip });
  for (let step = 0; performance.now() < ctx.until; step++) {
    const lessonId = learner.lessonIds[(learner.index * 7 + step) % learner.lessonIds.length]!;
    await ctx.call("GET", "/api/courses", { label: "read catalogue", clientIp: learner.ip });
    const course = await ctx.call("GET", `/api/courses/${COURSE_ID}`, as("read course"));
    if (course.status === 401) await refresh(ctx, learner);
    await ctx.call("GET", `/api/lessons/${lessonId}/notes`, as("read notes"));
    const content = `Notes of learner ${learner.index}, step ${step}`;
    const saved = await retried(() =>
      ctx.call("POST", `/api/lessons/${lessonId}/notes`, {
        ...as("write notes"),
        json: { content },
      }),
    );
    if (saved.status === 200)
      ctx.ledger.notes.set(`${learner.userId}:${lessonId}`, {
        userId: learner.userId,
        lessonId,
        content,
      });
    await ctx.call("PUT", `/api/lessons/${lessonId}/position`, {
      ...as("write position"),
      json: { seconds: step % 60 },
    });
    const completed = await retried(() =>
      ctx.call("POST", `/api/lessons/${lessonId}/complete`, as("write completion")),
    );
    if (completed.status === 200) ctx.ledger.completions.push({ userId: learner.userId, lessonId });
  }
}

/** Access tokens last 10 minutes: a longer run refreshes them as the site does. */
async function refresh(ctx: BenchContext, learner: Learner): Promise<void> {
  const answer = await ctx.call<Session>("POST", "/api/refresh", {
    label: "refresh",
    clientIp: learner.ip,
    json: { refresh_token: learner.refreshToken },
  });
  if (answer.status !== 200) return;
  learner.token = answer.body.access_token;
  learner.refreshToken = answer.body.refresh_token;
}
