import { useQueryHooks } from "../useQueryHooks.ts";
import type { DiscordRoleActionStatus } from "../types.ts";

/**
 * POST /discord/link: `mutate({ body: { code } })` with the OAuth2 code Discord redirected back
 * with (scopes `identify guilds.join`). Answers the linked Discord user id and the tier whose
 * role is on its way (null without a subscription that grants one).
 */
export function useLinkDiscord() {
  const hooks = useQueryHooks();
  return hooks.useMutation("post", "/discord/link");
}

/** GET /admin/discord/role-actions (admins): every role grant and removal, newest first. */
export function useDiscordRoleActions(
  query: { status?: DiscordRoleActionStatus; limit?: number } = {},
) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/admin/discord/role-actions", { params: { query } });
}
