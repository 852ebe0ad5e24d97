import { STANDIN_BROWSER_PATH } from "../stripe-standin/paths.ts";
import { CARDS } from "./payments.ts";
import type { ServerProcess } from "./server-process.ts";

/** A call to a real server process (JSON, or a form when the body is a string). */
export async function serverCall<T>(
  running: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`http://127.0.0.1:${running.port}${path}`, {
    method,
    headers: {
      ...(typeof body === "string"
        ? { "content-type": "application/x-www-form-urlencoded" }
        : body === undefined
          ? {}
          : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const publishableKey = async (running: ServerProcess) =>
  (await serverCall<{ publishable_key: string }>(running, "GET", "/api/payments/config")).body
    .publishable_key;

export const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? "";

/** confirmCardPayment with 4242 as the browser sends it to the process's stand-in. */
export function confirmOver(running: ServerProcess, key: string, clientSecret: string) {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": CARDS.succeeds,
    "payment_method_data[card][exp_month]": "12",
    "payment_method_data[card][exp_year]": "34",
    "payment_method_data[card][cvc]": "123",
  });
  return serverCall<{ status: string }>(
    running,
    "POST",
    `${STANDIN_BROWSER_PATH}/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`,
    form.toString(),
    { authorization: `Bearer ${key}` },
  );
}

/** The provider's word on a payment, asked as the paying page would (with its client secret). */
export async function paidOver(running: ServerProcess, key: string, clientSecret: string) {
  const intent = await serverCall<{ status: string }>(
    running,
    "GET",
    `${STANDIN_BROWSER_PATH}/v1/payment_intents/${intentIdOf(clientSecret)}?client_secret=${encodeURIComponent(clientSecret)}`,
    undefined,
    { authorization: `Bearer ${key}` },
  );
  return intent.body.status === "succeeded";
}

/** The development outbox's mails to an address. */
export async function outboxOver(running: ServerProcess, email: string) {
  const mails = await serverCall<{ messages: { subject: string; text: string }[] }>(
    running,
    "GET",
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  return mails.body.messages;
}

/** Signs in with the mailed temporary password and asks whether the course is open to them. */
export async function enrolledOver(running: ServerProcess, email: string, courseId: number) {
  const password = (await outboxOver(running, email))
    .map((m) => /Temporary password: (\S+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!password) return false;
  const login = await serverCall<{ access_token: string; user: { id: number } }>(
    running,
    "POST",
    "/api/auth/login",
    { email, password },
  );
  if (login.status !== 200) return false;
  const check = await serverCall<{ enrolled: boolean }>(
    running,
    "GET",
    `/api/users/${login.body.user.id}/enrollment/${courseId}`,
    undefined,
    { authorization: `Bearer ${login.body.access_token}` },
  );
  return check.body.enrolled === true;
}
