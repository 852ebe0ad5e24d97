import { QueryScope } from "@academy/api";
import { CoursePlayerPage } from "../../player/index.ts";

/**
 * /course/:id: the player, with the query cache it reads through. The cache loads with this
 * page rather than with the site's entry, which the landing page must keep small (issue #18).
 */
export function CoursePage() {
  return (
    <QueryScope>
      <CoursePlayerPage />
    </QueryScope>
  );
}
