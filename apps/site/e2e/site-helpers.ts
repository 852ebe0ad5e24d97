import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Demo accounts the reference server seeds outside production (apps/server/src/seed). */
export const DEMO = {
  learner: { email: "learner@example.com", password: "Learner123!", fullName: "Lena Learner" },
  mentee: { email: "mentee@example.com", password: "Mentee123!", fullName: "Marco Mentee" },
  admin: { email: "admin@example.com", password: "Admin123!" },
  /** A Discord member who owns no course. */
  discord: { email: "discord@example.com", password: "Discord123!" },
} as const;

/**
 * The server with the spec's launch settings (calculator for admins only, Discord sales closed)
 * that playwright.config.ts starts beside the main one, on the run's port + 2.
 */
export const LAUNCH_SETTINGS_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 2}`;
/** The server with free trials on (issue 48), on the run's port + 3 (playwright.config.ts). */
export const TRIALS_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 3}`;

/**
 * Opens `path` and waits until the app has taken over the page: the landing page arrives
 * prerendered, and its buttons work only once it has hydrated.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

/** An address no account has yet: journeys run side by side on one database. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A fresh account through the API, so a journey that changes it touches no one else. */
export async function registerUser(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const password = "Initial123!";
  const fullName = `Test ${label[0]?.toUpperCase()}${label.slice(1)}`;
  const response = await request.post("/api/auth/register", {
    data: { email, password, full_name: fullName },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password, fullName };
}

/**
 * A new account enrolled in `courseId` by the server's test-mode enrolment (POST /enroll/test,
 * no payment), with the temporary password it answers. For journeys that move through a course:
 * their progress, place and certificate are their own, whatever runs beside them.
 */
export async function enrolledLearner(request: APIRequestContext, label: string, courseId: number) {
  const email = uniqueEmail(label);
  const fullName = `Learner ${label[0]?.toUpperCase()}${label.slice(1)}`;
  const response = await request.post("/api/enroll/test", {
    data: { course_id: courseId, email, full_name: fullName },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { temp_password: password } = (await response.json()) as { temp_password: string | null };
  if (!password) throw new Error(`POST /api/enroll/test made no new account for ${email}`);
  return { email, password, fullName };
}

/** A session's tokens as POST /api/auth/login answers them. */
export interface Tokens {
  access_token: string;
  refresh_token?: string;
}

/**
 * Signs in through the API and stores the tokens where the site keeps them (academy.md §3), for
 * journeys about what comes after signing in (the login modal has its own journeys).
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Tokens> {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const tokens = (await response.json()) as Tokens;
  await storeTokens(page, tokens);
  return tokens;
}

/** Signs in through the header's Student Login modal. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole("banner").getByRole("button", { name: "Student Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Student Login" });
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(account.password);
  await dialog.getByRole("button", { name: "Login" }).click();
}

/** The newest mail to `to` in the server's development outbox. */
export async function latestMail(request: APIRequestContext, to: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { messages: { subject: string; text: string }[] };
      found = body.messages[0];
      return found?.subject;
    })
    .toBeTruthy();
  return found as { subject: string; text: string };
}

export interface StoredSubmission {
  id: number;
  form: string;
  fields: Record<string, string>;
  created_at: string;
}

/**
 * The newest submission of `form` sent from `email`, as the form service stored it, read from
 * the server's development listing: the answer alone cannot show that anything was kept.
 */
export async function storedSubmission(request: APIRequestContext, form: string, email: string) {
  let found: StoredSubmission | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/dev/form-submissions?form=${encodeURIComponent(form)}`,
      );
      const body = (await response.json()) as { submissions: StoredSubmission[] };
      found = body.submissions.find((submission) => submission.fields["email"] === email);
      return found?.id;
    })
    .toBeTruthy();
  return found as StoredSubmission;
}

/** A real 1x1 PNG: the server checks the bytes, not the name. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Axe on the page as it is now: no violation, each one reported by its rule and elements.
 * `include` and `exclude` narrow it (for example to `#main`, or without third-party frames).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string; message?: string } = {},
) {
  // With no frame to reach, axe runs in the page itself (its "legacy" mode): the default mode
  // opens a blank page to merge the frames' results, which doubled each check (2.7 s against
  // 1.2 s on /privacy, same findings). A page with frames keeps the default, which also tests
  // cross-origin ones (the card fields of the Stripe stand-in).
  const framesToTest = options.exclude !== "iframe" && page.frames().length > 1;
  let builder = new AxeBuilder({ page }).setLegacyMode(!framesToTest);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    options.message,
  ).toEqual([]);
}

/**
 * Issue 50: a journey fails on any console error or uncaught page error. `allow` names the
 * console errors a journey expects (an answer the API gives by design), each by a pattern
 * matched against "message (url)".
 */
export function watchPageProblems(page: Page, allow: readonly RegExp[] = []) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = `${message.text()} (${message.location().url})`;
    if (!allow.some((pattern) => pattern.test(text))) problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return {
    expectNone: () => expect(problems, "console errors and uncaught page errors").toEqual([]),
  };
}

/** What POST /api/enroll answers a guest whose purchase created the account. */
export interface Enrolment {
  access_token?: string;
  refresh_token?: string;
}

/**
 * A course bought by card through the API as the paying page does it (the Stripe stand-in
 * confirms the card), for journeys about what comes after a purchase.
 */
export async function buyCourseThroughApi(
  request: APIRequestContext,
  buyer: { email: string; fullName: string; courseId: number },
): Promise<Enrolment> {
  const { email, fullName, courseId } = buyer;
  const intent = await request.post("/api/payments/create-intent", {
    data: { course_id: courseId, name: fullName, email },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { client_secret: secret } = (await intent.json()) as { client_secret: string };
  const config = (await (await request.get("/api/payments/config")).json()) as {
    publishable_key: string;
  };
  const id = secret.split("_secret_")[0] ?? "";
  const confirmed = await request.post(`/api/stripe-standin/v1/payment_intents/${id}/confirm`, {
    headers: { authorization: `Bearer ${config.publishable_key}` },
    form: {
      client_secret: secret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": "4242424242424242",
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": "34",
      "payment_method_data[card][cvc]": "123",
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const enrolled = await request.post("/api/enroll", {
    data: { course_id: courseId, email, full_name: fullName, client_secret: secret },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return (await enrolled.json()) as Enrolment;
}

/** Stores a session's tokens where the site keeps them (see signInThroughApi). */
export async function storeTokens(page: Page, tokens: Tokens) {
  await page.goto("/terms");
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem("access_token", access_token);
    if (refresh_token) localStorage.setItem("refresh_token", refresh_token);
  }, tokens);
}
