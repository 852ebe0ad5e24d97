import { useQueryClient } from "@tanstack/react-query";
import { useQueryHooks } from "../useQueryHooks.ts";
import type { DiscordConnection } from "../types.ts";

/** The connection is settling while a grant or removal is on its way. */
const settling = (connection: DiscordConnection | undefined) =>
  connection?.role?.state === "pending" || connection?.role?.state === "retrying";

/**
 * GET /discord/connection: the member's connected Discord account and its role's state. While
 * a grant or removal is on its way it is asked again every `pollMs` (2 s), so "being granted"
 * turns into "granted" on its own.
 */
export function useDiscordConnection(options: { enabled?: boolean; pollMs?: number } = {}) {
  const hooks = useQueryHooks();
  const pollMs = options.pollMs ?? 2000;
  return hooks.useQuery(
    "get",
    "/discord/connection",
    {},
    {
      enabled: options.enabled ?? true,
      refetchInterval: (query) => (settling(query.state.data) ? pollMs : false),
    },
  );
}

/** Refetches the connection everywhere it is shown (after a subscription changed). */
export function useRefreshDiscordConnection() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["get", "/discord/connection"] });
}

/** POST /discord/connect: `{ authorize_url }`, where to send the browser (a new state each time). */
export function useStartDiscordConnect() {
  const hooks = useQueryHooks();
  return hooks.useMutation("post", "/discord/connect");
}

/** DELETE /discord/connection: disconnects Discord (the role is removed); refreshes the view. */
export function useDisconnectDiscord() {
  const hooks = useQueryHooks();
  const refresh = useRefreshDiscordConnection();
  return hooks.useMutation("delete", "/discord/connection", { onSuccess: () => refresh() });
}

/** POST /admin/discord/role-actions/{actionId}/retry (admins); refreshes the admin list. */
export function useRetryDiscordRoleAction() {
  const hooks = useQueryHooks();
  const queryClient = useQueryClient();
  return hooks.useMutation("post", "/admin/discord/role-actions/{actionId}/retry", {
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ["get", "/admin/discord/role-actions"] }),
  });
}

/** POST /discord/invite: a new one-use invite (mailed too; the old ones stop working). */
export function useResendDiscordInvite() {
  const hooks = useQueryHooks();
  return hooks.useMutation("post", "/discord/invite");
}
