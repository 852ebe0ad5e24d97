import { useQueryHooks } from "@academy/api";
import { useMemo } from "react";

/** GET /users/{id}/progress: progress and certificates per enrolled course. */
export function useAccountProgress(userId: number) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/users/{id}/progress", { params: { path: { id: userId } } });
}

/** GET /courses, for the names of the enrolled courses (empty until it answers). */
export function useCourseNames(): ReadonlyMap<number, string> {
  const hooks = useQueryHooks();
  const { data } = hooks.useQuery("get", "/courses");
  return useMemo(() => new Map((data ?? []).map((course) => [course.id, course.name])), [data]);
}

/** GET /account/subscriptions: calculator and Discord, newest first, ended ones included. */
export function useAccountSubscriptions() {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/account/subscriptions");
}
