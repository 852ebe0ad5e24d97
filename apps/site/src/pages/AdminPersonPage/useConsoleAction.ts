import { useQueryHooks } from "@academy/api";
import { useQueryClient } from "@tanstack/react-query";

/**
 * The console's POST actions, each refreshing the person's page and the audit log once done.
 * Returns the typed mutation; callers `mutateAsync` with the contract's params and body.
 */
export function useConsoleRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["get", "/admin/people/{personId}"] }),
      queryClient.invalidateQueries({ queryKey: ["get", "/admin/audit"] }),
    ]);
}

export function useConsoleActions() {
  const hooks = useQueryHooks();
  const refresh = useConsoleRefresh();
  const options = { onSuccess: refresh };
  return {
    grant: hooks.useMutation("post", "/admin/people/{personId}/courses", options),
    revoke: hooks.useMutation(
      "post",
      "/admin/people/{personId}/courses/{courseId}/revoke",
      options,
    ),
    refund: hooks.useMutation("post", "/admin/payments/{paymentId}/refund", options),
    cancel: hooks.useMutation("post", "/admin/subscriptions/{subscriptionId}/cancel", options),
    reactivate: hooks.useMutation(
      "post",
      "/admin/subscriptions/{subscriptionId}/reactivate",
      options,
    ),
    extend: hooks.useMutation("post", "/admin/subscriptions/{subscriptionId}/extend", options),
    resync: hooks.useMutation("post", "/admin/people/{personId}/discord/resync", options),
    mail: hooks.useMutation("post", "/admin/people/{personId}/mail", options),
    endSessions: hooks.useMutation("post", "/admin/people/{personId}/end-sessions", options),
  };
}

export type ConsoleActions = ReturnType<typeof useConsoleActions>;
