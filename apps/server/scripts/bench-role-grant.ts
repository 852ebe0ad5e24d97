/**
 * Seconds from payment, and from connecting Discord, to a granted role (issue 27's figure):
 * starts the server on a free port with a throwaway data folder (PGlite, the offline Stripe and
 * Discord stand-ins, as in development), then BENCH_MEMBERS (default 10) new members each pay
 * for Pro over HTTP (intent, the browser's card confirmation on the Stripe stand-in, subscribe),
 * connect Discord through the stand-in's consent page and /discord/link, and are polled on
 * GET /discord/connection until the Pro role is granted. Prints each member and the median and
 * maximum. Not part of the test suite: `pnpm --filter @academy/server exec tsx scripts/bench-role-grant.ts`.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const members = Number(process.env.BENCH_MEMBERS ?? 10);
const POLL_MS = 25;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "academy-bench-roles-"));
const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
  cwd: serverRoot,
  env: {
    ...process.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    JWT_SECRET: randomBytes(32).toString("hex"),
    SITE_DIR: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function call<T>(
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy within 120 s");
}

/** The browser's confirmCardPayment on the Stripe stand-in, with the 4242 test card. */
async function confirmCard(clientSecret: string, publishableKey: string): Promise<void> {
  const intentId = clientSecret.split("_secret_")[0] ?? "";
  const form = new URLSearchParams({
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": "4242424242424242",
    "payment_method_data[card][exp_month]": "12",
    "payment_method_data[card][exp_year]": "34",
    "payment_method_data[card][cvc]": "123",
  });
  const response = await fetch(
    `${base}/api/stripe-standin/v1/payment_intents/${intentId}/confirm`,
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Bearer ${publishableKey}`,
      },
      body: form.toString(),
    },
  );
  const answer = (await response.json()) as { status?: string };
  if (answer.status !== "succeeded") throw new Error(`payment ${JSON.stringify(answer)}`);
}

/** Pays, connects, and answers [seconds from payment, seconds from connecting] to the role. */
async function oneMember(index: number, publishableKey: string): Promise<[number, number]> {
  const email = `bench-${index}-${Date.now()}@example.com`;
  const paidAt = performance.now();
  const intent = await call<{ client_secret: string }>(
    "POST",
    "/api/discord/create-subscription-intent",
    { tier: "pro", billing_cycle: "monthly", amount: 19_700, email, name: "Bench Member" },
  );
  await confirmCard(intent.client_secret, publishableKey);
  const subscribed = await call<{ access_token?: string }>("POST", "/api/discord/subscribe", {
    payment_intent_id: intent.client_secret.split("_secret_")[0],
    client_secret: intent.client_secret,
    tier: "pro",
    billing_cycle: "monthly",
    email,
    full_name: "Bench Member",
  });
  const auth = { authorization: `Bearer ${subscribed.access_token ?? ""}` };
  const connectedAt = performance.now();
  const started = await call<{ authorize_url: string }>(
    "POST",
    "/api/discord/connect",
    undefined,
    auth,
  );
  const authorize = new URL(started.authorize_url, base);
  const form = new URLSearchParams(authorize.searchParams);
  form.set("decision", "authorize");
  form.set("username", `bench_${index}_${Date.now().toString(36)}`);
  const consent = await fetch(`${base}${authorize.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
  const back = new URL(consent.headers.get("location") ?? "", base);
  await call(
    "POST",
    "/api/discord/link",
    {
      code: back.searchParams.get("code"),
      state: back.searchParams.get("state"),
    },
    auth,
  );
  for (;;) {
    const connection = await call<{ role: { action: string; state: string } | null }>(
      "GET",
      "/api/discord/connection",
      undefined,
      auth,
    );
    if (connection.role?.action === "grant" && connection.role.state === "done") break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const grantedAt = performance.now();
  return [(grantedAt - paidAt) / 1000, (grantedAt - connectedAt) / 1000];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  await waitForHealth();
  const config = await call<{ publishable_key: string }>("GET", "/api/payments/config");
  const fromPayment: number[] = [];
  const fromConnection: number[] = [];
  for (let index = 1; index <= members; index += 1) {
    const [paid, connected] = await oneMember(index, config.publishable_key);
    fromPayment.push(paid);
    fromConnection.push(connected);
    console.log(
      `member ${index}: ${paid.toFixed(3)} s from payment, ${connected.toFixed(3)} s from connecting`,
    );
  }
  const line = (name: string, values: number[]) =>
    `${name}: median ${median(values).toFixed(3)} s, max ${Math.max(...values).toFixed(3)} s`;
  console.log(line(`from payment to Pro role granted (${members} members)`, fromPayment));
  console.log(
    line(`from connecting Discord to Pro role granted (${members} members)`, fromConnection),
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
