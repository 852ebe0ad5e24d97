import { callApi, useApi, useSession } from "@academy/api";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";

/**
 * academy.md §2, §4 and §6: a course button goes to the course's sales route, or, for a
 * signed-in user with a token who is enrolled, to /course/{id}. Only such a user triggers the
 * enrolment check; while it runs the button is disabled. A failed check is logged and the user
 * goes to the sales route.
 */
export function useCourseDestination() {
  const { client } = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const [checking, setChecking] = useState<number | null>(null);

  const open = useCallback(
    async (courseId: number, salesRoute: string) => {
      if (!user || !client.tokenStore.getAccessToken()) {
        navigate(salesRoute);
        return;
      }
      setChecking(courseId);
      let destination = salesRoute;
      try {
        const enrolment = await callApi(() =>
          client.GET("/users/{userId}/enrollment/{courseId}", {
            params: { path: { userId: user.id, courseId } },
          }),
        );
        if (enrolment.enrolled) destination = `/course/${courseId}`;
      } catch (failure) {
        console.error("Enrollment check failed", failure);
      }
      setChecking(null);
      navigate(destination);
    },
    [client, user, navigate],
  );

  return { checking, open, signedIn: user !== null };
}
