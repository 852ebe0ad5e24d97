import { useApi } from "@academy/api";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../player/api.ts";

/** GET /users/{id}/progress: progress and certificates per enrolled course. */
export function useAccountProgress(userId: number) {
  const { client } = useApi();
  return useQuery({
    queryKey: ["account", "progress", userId],
    queryFn: ({ signal }) =>
      call(() => client.GET("/users/{id}/progress", { params: { path: { id: userId } }, signal })),
  });
}

/** GET /courses, for the names of the enrolled courses. */
export function useCourseNames() {
  const { client } = useApi();
  return useQuery({
    queryKey: ["account", "courses"],
    queryFn: ({ signal }) => call(() => client.GET("/courses", { signal })),
    select: (courses) => new Map(courses.map((course) => [course.id, course.name])),
  });
}

/** GET /account/subscriptions: calculator and Discord, newest first, ended ones included. */
export function useAccountSubscriptions() {
  const { client } = useApi();
  return useQuery({
    queryKey: ["account", "subscriptions"],
    queryFn: ({ signal }) => call(() => client.GET("/account/subscriptions", { signal })),
  });
}

/** GET /account/payments: the payment history, newest first. */
export function useAccountPayments() {
  const { client } = useApi();
  return useQuery({
    queryKey: ["account", "payments"],
    queryFn: ({ signal }) => call(() => client.GET("/account/payments", { signal })),
  });
}
