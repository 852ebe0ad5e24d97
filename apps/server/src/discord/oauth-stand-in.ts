import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { OAUTH_STANDIN_BAD_REQUEST } from "../http/messages.ts";

/** Where the main server mounts the consent page (same origin as the site). */
export const OAUTH_STAND_IN_PATH = "/api/discord-standin";
const CODE_TTL_MS = 10 * 60 * 1000;
const USERNAME = /^[a-z0-9_.]{2,32}$/;

/** The Discord user id the stand-in gives a name: stable, snowflake-shaped. */
export function standInUserId(username: string): string {
  const digits = BigInt(`0x${createHash("sha256").update(username).digest("hex").slice(0, 15)}`);
  return `3${String(digits).padStart(18, "0").slice(-18)}`;
}

interface Grant {
  username: string;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function consentPage(query: Record<string, string>, error?: string): string {
  const hidden = ["client_id", "redirect_uri", "state", "scope", "response_type"]
    .map((name) => `<input type="hidden" name="${name}" value="${escape(query[name] ?? "")}">`)
    .join("");
  const suggested = `member_${randomBytes(3).toString("hex")}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Authorize (offline Discord)</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff">
<main><h1>Connect your Discord account</h1>
<p>Offline Discord stand-in. The academy asks to know who you are and to add you to its server (scopes ${escape(query.scope ?? "")}).</p>
${error ? `<p role="alert" style="color:#a00000">${escape(error)}</p>` : ""}
<form method="post">${hidden}
<p><label for="username">Discord user name</label><br><input id="username" name="username" value="${suggested}" autocomplete="off" required pattern="[a-z0-9_.]{2,32}" aria-describedby="username-hint"><br><small id="username-hint">2 to 32 lower-case letters, digits, _ or .</small></p>
<p><button type="submit" name="decision" value="authorize">Authorize</button> <button type="submit" name="decision" value="cancel">Cancel</button></p></form></main></body></html>`;
}

export interface DiscordOAuthStandIn {
  /** The consent page, mounted on the main server at OAUTH_STAND_IN_PATH. */
  browserPlugin: FastifyPluginAsync;
  /** Base of the token and `users/@me` API on a loopback port (started on first use). */
  apiBase(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The offline Discord OAuth2 (the embedded default, as the Stripe stand-in is for payments): a
 * consent page that sends the browser back with a one-use code and the `state` it was given,
 * and, on a loopback port, `POST /oauth2/token` and `GET /users/@me` as Discord answers them,
 * so the server's exchange (oauth.ts) is the same code with or without Discord.
 */
export function createOAuthStandIn(): DiscordOAuthStandIn {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, string>();
  let api: Promise<{ server: FastifyInstance; base: string }> | undefined;

  const browserPlugin: FastifyPluginAsync = async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get("/oauth2/authorize", async (request, reply) => {
      const query = request.query as Record<string, string>;
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("content-security-policy", CSP)
        .send(consentPage(query));
    });
    scope.post("/oauth2/authorize", async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const redirect = form.redirect_uri ?? "";
      if (!/^https?:\/\//.test(redirect) || !form.client_id)
        return reply.code(400).send({ detail: OAUTH_STANDIN_BAD_REQUEST });
      const back = new URL(redirect);
      if (form.state) back.searchParams.set("state", form.state);
      if (form.decision !== "authorize") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set(
          "error_description",
          "The resource owner or authorization server denied the request",
        );
        return reply.redirect(back.toString(), 303);
      }
      const username = (form.username ?? "").trim().toLowerCase();
      if (!USERNAME.test(username))
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .header("content-security-policy", CSP)
          .send(
            consentPage(form, "Choose a user name of 2 to 32 lower-case letters, digits, _ or ."),
          );
      const code = randomBytes(15).toString("hex");
      codes.set(code, {
        username,
        clientId: form.client_id,
        redirectUri: redirect,
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      back.searchParams.set("code", code);
      return reply.redirect(back.toString(), 303);
    });
  };

  async function startApi() {
    const server = Fastify({ logger: false });
    server.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    server.post("/oauth2/token", async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const grant = codes.get(form.code ?? "");
      // A code is good once, for the application and redirect it was issued to, 10 minutes.
      codes.delete(form.code ?? "");
      if (
        form.grant_type !== "authorization_code" ||
        !grant ||
        grant.expiresAt < Date.now() ||
        grant.clientId !== form.client_id ||
        grant.redirectUri !== form.redirect_uri
      )
        return reply
          .code(400)
          .send({ error: "invalid_grant", error_description: 'Invalid "code" in request.' });
      const token = randomBytes(15).toString("hex");
      tokens.set(token, grant.username);
      return {
        access_token: token,
        token_type: "Bearer",
        expires_in: 604800,
        scope: "identify guilds.join",
      };
    });
    server.get("/users/@me", async (request, reply) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
      const username = token === undefined ? undefined : tokens.get(token);
      if (username === undefined)
        return reply.code(401).send({ message: "401: Unauthorized", code: 0 });
      return { id: standInUserId(username), username, global_name: null };
    });
    await server.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.server.address() as AddressInfo;
    return { server, base: `http://127.0.0.1:${port}` };
  }

  return {
    browserPlugin,
    async apiBase() {
      api ??= startApi();
      return (await api).base;
    },
    async close() {
      if (api) await (await api).server.close();
      api = undefined;
    },
  };
}
