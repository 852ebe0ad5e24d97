import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import { DiscordCallError, type OAuthIdentity } from "./discord-client.ts";
import type { DiscordConfig } from "./discord-config.ts";
import { STATE_EXPIRED, STATE_UNKNOWN, STATE_USED } from "./connect-messages.ts";

/** The OAuth2 scopes the connection asks for: who the member is, and joining the guild for them. */
export const OAUTH_SCOPES = ["identify", "guilds.join"] as const;
/** How long a member has to answer Discord's consent screen. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** Discord's consent screen; offline, the stand-in's page on this server (oauth-stand-in.ts). */
export const DISCORD_AUTHORIZE_URL = "https://discord.com/oauth2/authorize";

const hashOf = (state: string) => createHash("sha256").update(state).digest("hex");

/**
 * Starts a round trip for the member: a fresh random `state` (stored hashed, bound to them,
 * 10 minutes, single use) and the consent screen's address carrying it.
 */
export async function startConnect(
  db: Kysely<Database>,
  config: DiscordConfig,
  authorizeUrl: string,
  userId: number,
  now: Date,
): Promise<{ authorizeUrl: string; state: string }> {
  const state = randomBytes(24).toString("base64url");
  await db
    .insertInto("discord_oauth_states")
    .values({
      state_hash: hashOf(state),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
    })
    .execute();
  // Old round trips of this member that were never finished are of no use to anyone.
  await db
    .deleteFrom("discord_oauth_states")
    .where("user_id", "=", userId)
    .where("expires_at", "<", new Date(now.getTime() - STATE_TTL_MS))
    .execute();
  const params = new URLSearchParams({
    client_id: config.clientId,
    response_type: "code",
    scope: OAUTH_SCOPES.join(" "),
    redirect_uri: config.redirectUri,
    state,
    prompt: "consent",
  });
  return { authorizeUrl: `${authorizeUrl}?${params.toString()}`, state };
}

/**
 * Spends the `state` a return carries: it must be one this member started, unexpired and not
 * used before (a forged, foreign or replayed state is refused with 400 before Discord is called).
 */
export async function consumeState(
  db: Kysely<Database>,
  userId: number,
  state: string,
  now: Date,
): Promise<void> {
  const used = await db
    .updateTable("discord_oauth_states")
    .set({ used_at: now })
    .where("state_hash", "=", hashOf(state))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("state_hash")
    .executeTakeFirst();
  if (used) return;
  const row = await db
    .selectFrom("discord_oauth_states")
    .select(["used_at", "expires_at"])
    .where("state_hash", "=", hashOf(state))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(400, STATE_UNKNOWN);
  throw new HttpError(400, row.used_at ? STATE_USED : STATE_EXPIRED);
}

/** Reads a string field of a JSON answer without trusting its shape. */
export function stringField(answer: unknown, field: string): string {
  if (typeof answer === "object" && answer !== null) {
    const value: unknown = Reflect.get(answer, field);
    if (typeof value === "string" && value !== "") return value;
  }
  throw new DiscordCallError(`Discord's answer has no ${field}`, null, null);
}

async function json(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new DiscordCallError(error instanceof Error ? error.message : String(error), null, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null
        ? String(Reflect.get(body, "message") ?? Reflect.get(body, "error") ?? response.statusText)
        : response.statusText;
    const code = typeof body === "object" && body !== null ? Reflect.get(body, "code") : null;
    throw new DiscordCallError(message, response.status, typeof code === "number" ? code : null);
  }
  return body;
}

/**
 * Trades an authorization code for the member's token (`POST /oauth2/token`) and reads who they
 * are (`GET /users/@me`): the same two calls against Discord (`apiBase` https://discord.com/api/v10)
 * or, offline, the stand-in. Refusals throw `DiscordCallError` with Discord's status.
 */
export async function exchangeOAuthCode(
  apiBase: string,
  config: Pick<DiscordConfig, "clientId" | "clientSecret" | "redirectUri">,
  code: string,
): Promise<OAuthIdentity> {
  const token = await json(`${apiBase}/oauth2/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret ?? "",
      grant_type: "authorization_code",
      code,
      redirect_uri: config.redirectUri,
    }).toString(),
  });
  const accessToken = stringField(token, "access_token");
  const me = await json(`${apiBase}/users/@me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  // The display name when the member set one, else the unique user name.
  const named = (field: string) => {
    const value: unknown = typeof me === "object" && me !== null ? Reflect.get(me, field) : null;
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  return {
    discordUserId: stringField(me, "id"),
    username: named("global_name") ?? named("username") ?? "Discord user",
    accessToken,
  };
}
