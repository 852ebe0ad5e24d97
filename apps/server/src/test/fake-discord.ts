import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stand-in received. */
export interface FakeDiscordRequest {
  method: string;
  path: string;
  body: string;
  authorization: string | undefined;
  /** Date.now() on arrival. */
  at: number;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const MISSING_PERMISSIONS: ScriptedAnswer = {
  status: 403,
  body: { message: "Missing Permissions", code: 50013 },
};
export const rateLimited = (seconds: number): ScriptedAnswer => ({
  status: 429,
  headers: { "retry-after": String(seconds), "x-ratelimit-scope": "user" },
  body: { message: "You are being rate limited.", retry_after: seconds, global: false },
});

/**
 * A local stand-in of the parts of Discord's REST API (v10) the server uses: channel invites,
 * guild members and their roles, and the OAuth2 code exchange. It keeps the guild's state
 * (members and their roles), checks the bot token, and can be told to answer the next matching
 * requests with scripted errors (Missing Permissions, 429 with Retry-After).
 */
export class FakeDiscord {
  readonly requests: FakeDiscordRequest[] = [];
  /** Guild members and their roles. */
  readonly members = new Map<string, Set<string>>();
  private readonly scripts: { method: string; path: RegExp; answers: ScriptedAnswer[] }[] = [];
  private server: Server | undefined;
  private inviteCount = 0;
  /** Invites that still work (created and not deleted). */
  readonly invites = new Set<string>();
  /** OAuth2 codes the exchange accepts, mapped to the Discord user id they identify. */
  readonly oauthCodes = new Map<string, string>();

  constructor(
    readonly botToken: string,
    readonly guildId: string,
  ) {}

  /** The next requests matching `method` and `path` get these answers, one each, in order. */
  script(method: string, path: RegExp, ...answers: ScriptedAnswer[]): void {
    this.scripts.push({ method, path, answers });
  }

  rolesOf(discordUserId: string): string[] {
    return [...(this.members.get(discordUserId) ?? [])].sort();
  }

  requestsTo(method: string, path: RegExp): FakeDiscordRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body, headers }) => {
        response.writeHead(status, {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/api`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server?.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private async handle(request: IncomingMessage): Promise<ScriptedAnswer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? "GET";
    const path = (request.url ?? "/").replace(/\?.*$/, "").replace(/^\/api\/v10/, "");
    const body = Buffer.concat(chunks).toString("utf8");
    const authorization = request.headers.authorization;
    this.requests.push({ method, path, body, authorization, at: Date.now() });

    const script = this.scripts.find(
      (s) => s.method === method && s.path.test(path) && s.answers.length > 0,
    );
    const scripted = script?.answers.shift();
    if (scripted) return scripted;
    return this.route(method, path, body, authorization);
  }

  private route(
    method: string,
    path: string,
    body: string,
    authorization: string | undefined,
  ): ScriptedAnswer {
    const unknownMember = { status: 404, body: { message: "Unknown Member", code: 10007 } };
    if (method === "POST" && path === "/oauth2/token") {
      const form = new URLSearchParams(body);
      const id = this.oauthCodes.get(form.get("code") ?? "");
      // Discord's codes are good once.
      this.oauthCodes.delete(form.get("code") ?? "");
      if (form.get("grant_type") !== "authorization_code" || id === undefined)
        return { status: 400, body: { error: "invalid_grant" } };
      return {
        status: 200,
        body: { access_token: `user-token-${id}`, token_type: "Bearer", expires_in: 604800 },
      };
    }
    if (method === "GET" && path === "/users/@me") {
      const match = /^Bearer user-token-(\d+)$/.exec(authorization ?? "");
      if (!match) return { status: 401, body: { message: "401: Unauthorized", code: 0 } };
      return { status: 200, body: { id: match[1], username: `member${match[1]}` } };
    }
    if (authorization !== `Bot ${this.botToken}`)
      return { status: 401, body: { message: "401: Unauthorized", code: 0 } };

    const invite = /^\/channels\/(\d+)\/invites$/.exec(path);
    if (method === "POST" && invite) {
      this.inviteCount += 1;
      const options: unknown = JSON.parse(body);
      this.invites.add(`inv${this.inviteCount}`);
      return { status: 200, body: { code: `inv${this.inviteCount}`, ...Object(options) } };
    }
    const inviteCode = /^\/invites\/([\w-]+)$/.exec(path);
    if (method === "DELETE" && inviteCode) {
      const known = this.invites.delete(inviteCode[1] ?? "");
      if (!known) return { status: 404, body: { message: "Unknown Invite", code: 10006 } };
      return { status: 200, body: { code: inviteCode[1] } };
    }
    const g = this.guildId;
    const member = new RegExp(`^/guilds/${g}/members/(\\d+)$`).exec(path);
    if (method === "PUT" && member?.[1]) {
      const id = member[1];
      if (this.members.has(id)) return { status: 204 };
      const { roles } = JSON.parse(body) as { roles?: string[] };
      this.members.set(id, new Set(roles ?? []));
      return { status: 201, body: { user: { id }, roles: roles ?? [] } };
    }
    const role = new RegExp(`^/guilds/${g}/members/(\\d+)/roles/(\\d+)$`).exec(path);
    if (role?.[1] && role[2] && (method === "PUT" || method === "DELETE")) {
      const roles = this.members.get(role[1]);
      if (!roles) return unknownMember;
      if (method === "PUT") roles.add(role[2]);
      else roles.delete(role[2]);
      return { status: 204 };
    }
    return { status: 404, body: { message: "404: Not Found", code: 0 } };
  }
}
