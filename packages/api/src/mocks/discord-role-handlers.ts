import type { HttpHandler } from "msw";
import type { createOpenApiHttp } from "openapi-msw";
import type { paths } from "../generated/openapi.ts";
import type { DiscordConnection, DiscordRoleAction, DiscordTier, User } from "../types.ts";
import { mockUsers } from "./fixtures.ts";

type Http = ReturnType<typeof createOpenApiHttp<paths>>;

export interface DiscordRoleMockContext {
  http: Http;
  currentUser(request: Request): User | null;
  /** The tier of the user's Discord subscription, if they have one. */
  tierOf(user: User): DiscordTier | null;
}

/** The code the mocked consent screen hands back (the server's stand-in issues one-use codes). */
export const MOCK_DISCORD_OAUTH_CODE = "stand-in-oauth-code";
/** The Discord user name the mocks connect as. */
export const MOCK_DISCORD_USERNAME = "mock_member";
const LINK_CODE_REFUSED =
  "Discord did not accept this authorization. Please link your Discord account again.";

/** The admin's record of role delivery: one grant done, one waiting on Missing Permissions. */
export const mockDiscordRoleActions: readonly DiscordRoleAction[] = [
  {
    id: 2,
    user_id: mockUsers.mentee.id,
    user_email: mockUsers.mentee.email,
    discord_user_id: "200000000000000002",
    tier: "community",
    role_id: "100000000000000003",
    action: "grant",
    status: "pending",
    attempts: 2,
    last_error: "Missing Permissions: the bot needs Manage Roles and a role above the tier's role",
    last_error_code: 50013,
    next_attempt_at: "2026-11-24T12:02:00.000Z",
    created_at: "2026-11-24T12:00:00.000Z",
    updated_at: "2026-11-24T12:01:00.000Z",
    completed_at: null,
  },
  {
    id: 1,
    user_id: mockUsers.mentee.id,
    user_email: mockUsers.mentee.email,
    discord_user_id: "200000000000000002",
    tier: "pro",
    role_id: "100000000000000002",
    action: "grant",
    status: "succeeded",
    attempts: 1,
    last_error: null,
    last_error_code: null,
    next_attempt_at: "2026-10-24T12:00:00.000Z",
    created_at: "2026-10-24T12:00:00.000Z",
    updated_at: "2026-10-24T12:00:01.000Z",
    completed_at: "2026-10-24T12:00:01.000Z",
  },
];

/** Where the mocked server's linked members open the Discord server. */
export const MOCK_DISCORD_SERVER_URL = "https://discord.com/channels/100000000000000001";

/** Discord account linking (the stand-in's fixed code) and the admin list of role actions. */
export function createDiscordRoleMockHandlers({
  http,
  currentUser,
  tierOf,
}: DiscordRoleMockContext): HttpHandler[] {
  const detail = (message: string) => ({ detail: message });
  const connections = new Map<number, DiscordConnection>();
  const connectionOf = (user: User): DiscordConnection =>
    connections.get(user.id) ?? {
      connected: false,
      discord_user_id: null,
      username: null,
      role: null,
    };
  return [
    http.post("/discord/connect", ({ request, response }) => {
      if (!currentUser(request)) return response(401).json(detail("Not authenticated"));
      return response(200).json({
        authorize_url: "/api/discord-standin/oauth2/authorize?state=mock-state",
      });
    }),
    http.post("/discord/link", async ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      const { code } = await request.json();
      const [fixed, chosenId] = code.split(":");
      if (fixed !== MOCK_DISCORD_OAUTH_CODE) return response(422).json(detail(LINK_CODE_REFUSED));
      const discordUserId = chosenId ?? `2000000000000${String(user.id).padStart(5, "0")}`;
      const tier = tierOf(user);
      connections.set(user.id, {
        connected: true,
        discord_user_id: discordUserId,
        username: MOCK_DISCORD_USERNAME,
        role: tier ? { tier, action: "grant", state: "done", error: null } : null,
      });
      return response(200).json({
        discord_user_id: discordUserId,
        username: MOCK_DISCORD_USERNAME,
        tier,
        server_url: MOCK_DISCORD_SERVER_URL,
      });
    }),
    http.post("/discord/invite", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!tierOf(user))
        return response(409).json(detail("A new invite needs an active Discord membership."));
      return response(200).json({
        url: "https://discord.gg/mock-invite",
        expires_at: "2026-12-01T12:00:00.000Z",
      });
    }),
    http.get("/discord/connection", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json(connectionOf(user));
    }),
    http.delete("/discord/connection", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!connections.has(user.id))
        return response(409).json(detail("No Discord account is connected."));
      connections.delete(user.id);
      return response(200).json(connectionOf(user));
    }),
    http.post("/admin/discord/role-actions/{actionId}/retry", ({ request, params, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const action = mockDiscordRoleActions.find((a) => a.id === Number(params.actionId));
      if (!action) return response(404).json(detail("Role action not found"));
      return response(200).json({ ...action, status: "pending", attempts: 0 });
    }),
    http.get("/admin/discord/role-actions", ({ request, query, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      if (!user.is_admin) return response(403).json(detail("Admin access required"));
      const status = query.get("status");
      return response(200).json(
        mockDiscordRoleActions.filter((action) => status === null || action.status === status),
      );
    }),
  ];
}
