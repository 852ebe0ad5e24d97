import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { bearer } from "./app.ts";

/** POST /discord/connect: a fresh state for the member and the consent screen's address. */
export async function startConnect(app: FastifyInstance, token: string) {
  const started = await app.inject({
    method: "POST",
    url: "/api/discord/connect",
    headers: bearer(token),
  });
  expect(started.statusCode, started.body).toBe(200);
  const authorizeUrl = started.json<{ authorize_url: string }>().authorize_url;
  const state = new URL(authorizeUrl, "http://localhost").searchParams.get("state") ?? "";
  return { authorizeUrl, state };
}

/** Answers the offline consent page as a member would; answers where it sends the browser. */
export async function consent(
  app: FastifyInstance,
  authorizeUrl: string,
  decision: { username: string } | "cancel",
): Promise<URL> {
  const query = new URL(authorizeUrl, "http://localhost").searchParams;
  const form = new URLSearchParams(query);
  if (decision === "cancel") form.set("decision", "cancel");
  else {
    form.set("decision", "authorize");
    form.set("username", decision.username);
  }
  const answer = await app.inject({
    method: "POST",
    url: new URL(authorizeUrl, "http://localhost").pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form.toString(),
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return new URL(String(answer.headers.location));
}

/** POST /discord/link with a code and state, as the /discord/linked page sends them. */
export function link(app: FastifyInstance, token: string, code: string, state: string) {
  return app.inject({
    method: "POST",
    url: "/api/discord/link",
    headers: bearer(token),
    payload: { code, state },
  });
}

/** The whole round trip on the offline stand-in: start, authorize as `username`, link. */
export async function connectThroughStandIn(app: FastifyInstance, token: string, username: string) {
  const { authorizeUrl } = await startConnect(app, token);
  const back = await consent(app, authorizeUrl, { username });
  return link(
    app,
    token,
    back.searchParams.get("code") ?? "",
    back.searchParams.get("state") ?? "",
  );
}

/** Links with a code the test's Discord knows (the fake REST Discord), with a fresh state. */
export async function linkWithCode(app: FastifyInstance, token: string, code: string) {
  const { state } = await startConnect(app, token);
  return link(app, token, code, state);
}

/** The role actions recorded for the user once events and role work settle, oldest first. */
export async function roleActionsOf(app: FastifyInstance, userId: number) {
  await app.services.payments.standin?.settle();
  await app.services.background.drain();
  await app.services.discord.runNow();
  const rows = await app.services.db
    .selectFrom("discord_role_actions")
    .select(["action", "tier", "status"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((row) => [row.action, row.tier, row.status].join(" "));
}
