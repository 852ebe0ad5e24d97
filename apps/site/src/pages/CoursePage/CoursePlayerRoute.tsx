import { QueryScope } from "@academy/api";
import { CoursePlayerPage } from "../../player/index.ts";

/**
 * The player with the query cache it reads through: loaded by CoursePage once its skeleton has
 * painted, so neither weighs on the page's first load (issues #18, #30).
 */
export function CoursePlayerRoute() {
  return (
    <QueryScope>
      <CoursePlayerPage />
    </QueryScope>
  );
}
