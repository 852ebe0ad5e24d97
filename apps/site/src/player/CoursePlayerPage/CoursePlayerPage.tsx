import { statusOf, useApi, useCourse, useSession } from "@academy/api";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { PausedCourse } from "../../components/PausedCourse/PausedCourse.tsx";
import { PAUSED_COURSE_TEXT } from "../../components/PausedCourse/pausedCourseText.ts";
import { usePausedPlan } from "../../components/PausedCourse/usePausedPlan.ts";
import { HOME_WITH_LOGIN } from "../../constants.ts";
import { COURSE_ERRORS, type PlayerTimings } from "../constants.ts";
import { CoursePlayer } from "../CoursePlayer/CoursePlayer.tsx";
import { CourseSkeleton } from "../CourseSkeleton/CourseSkeleton.tsx";
import { PlayerMessage } from "../PlayerMessage/PlayerMessage.tsx";

export interface CoursePlayerPageProps {
  /** Overrides for tests and stories. */
  timings?: PlayerTimings;
}

/** The route's id as a course id: null when absent, NaN when it is not a positive integer. */
export function parseCourseId(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === "") return null;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/**
 * `/course/:id` (academy.md §2). Needs a signed-in learner: without one, or when loading the
 * course meets an authentication error, both tokens are cleared and the visitor goes to
 * `/?loginModal=true` (§4). The course load errors are the spec's (§8).
 */
export function CoursePlayerPage({ timings }: CoursePlayerPageProps) {
  const { id } = useParams();
  const { client } = useApi();
  const { status, user } = useSession();
  const navigate = useNavigate();
  const courseId = parseCourseId(id);
  const validId = courseId !== null && !Number.isNaN(courseId) ? courseId : null;
  const query = useCourse(status === "authenticated" ? validId : null);
  const authError = statusOf(query.error) === 401;
  const signedOut = status !== "authenticated";
  // Issue 48: a refusal may be a paused payment plan, which says so and how to pay.
  const refused = statusOf(query.error) === 403;
  const paused = usePausedPlan(validId ?? 0, refused && validId !== null);

  useEffect(() => {
    if (!signedOut && !authError) return;
    client.tokenStore.clear();
    // academy.md §4: authentication errors lead to the Student Login modal.
    void navigate(HOME_WITH_LOGIN, { replace: true });
  }, [signedOut, authError, client, navigate]);

  if (signedOut || authError || !user) return null;
  if (courseId === null) return <PlayerMessage message={COURSE_ERRORS.missingId} />;
  if (validId === null) return <PlayerMessage message={COURSE_ERRORS.notFound} />;

  if (query.isPending || (query.isError && query.isFetching) || paused.loading) {
    return <CourseSkeleton />;
  }

  if (query.isError) {
    const code = statusOf(query.error);
    if (code === 404) return <PlayerMessage message={COURSE_ERRORS.notFound} />;
    if (code === 403 && paused.plan)
      return (
        <PlayerMessage message={PAUSED_COURSE_TEXT.heading}>
          <PausedCourse explain plan={paused.plan} />
        </PlayerMessage>
      );
    if (code === 403) return <PlayerMessage message={COURSE_ERRORS.notEnrolled} />;
    return (
      <PlayerMessage message={COURSE_ERRORS.loadFailed} onRetry={() => void query.refetch()} />
    );
  }

  return <CoursePlayer key={query.data.id} course={query.data} user={user} timings={timings} />;
}
