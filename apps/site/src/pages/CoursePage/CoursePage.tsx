import { OnDemand } from "../../components/OnDemand/OnDemand.tsx";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { CourseSkeleton } from "../../player/CourseSkeleton/CourseSkeleton.tsx";

const CoursePlayerRoute = lazyComponent(
  () => import("./CoursePlayerRoute.tsx"),
  "CoursePlayerRoute",
);

/**
 * For the route's preload (lib/lazyComponent.ts): a learner's player starts loading with the app,
 * while the session loads, rather than after the skeleton has painted.
 */
export const preloadParts = () => CoursePlayerRoute.preload();

/**
 * /course/:id: the player's skeleton at once, then the player (its code, the query layer, the
 * course) in its place; the player shows the same skeleton while the course loads, so the
 * learner sees one shape from the first paint to the lesson and nothing jumps (issue #30). If
 * the player's code cannot be fetched, the page says so with Try again.
 */
export function CoursePage() {
  return (
    <OnDemand fallback={<CourseSkeleton />}>
      <CoursePlayerRoute />
    </OnDemand>
  );
}
