import { useQueryHooks, useSession, type AccountPaymentPlan } from "@academy/api";

/**
 * The signed-in learner's paused plan that opens the course (All In One + Mentorship's opens
 * courses 1 and 2 too), or undefined: nobody signed in, no such plan, or still loading. Only
 * asked while `wanted` (a page that would otherwise refuse or sell the course).
 */
export function usePausedPlan(courseId: number, wanted = true) {
  const { status } = useSession();
  const plans = useQueryHooks().useQuery(
    "get",
    "/account/payment-plans",
    {},
    { enabled: wanted && status === "authenticated" },
  );
  const plan = plans.data?.find((one) => one.status === "paused" && opensCourse(one, courseId));
  return { plan, loading: plans.isLoading, refetch: () => void plans.refetch() };
}

export function opensCourse(plan: AccountPaymentPlan, courseId: number): boolean {
  return (plan.opens_course_ids ?? [plan.course_id]).includes(courseId);
}
