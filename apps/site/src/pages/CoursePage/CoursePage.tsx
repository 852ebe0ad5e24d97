import { lazy, Suspense } from "react";
import { CourseSkeleton } from "../../player/CourseSkeleton/CourseSkeleton.tsx";

const CoursePlayerRoute = lazy(() =>
  import("./CoursePlayerRoute.tsx").then((module) => ({ default: module.CoursePlayerRoute })),
);

/**
 * /course/:id: the player's skeleton at once, then the player (its code, the query layer, the
 * course) in its place; the player shows the same skeleton while the course loads, so the
 * learner sees one shape from the first paint to the lesson and nothing jumps (issue #30).
 */
export function CoursePage() {
  return (
    <Suspense fallback={<CourseSkeleton />}>
      <CoursePlayerRoute />
    </Suspense>
  );
}
