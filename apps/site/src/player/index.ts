// The course player: `/course/:id` (academy.md §2). The site's route table lazy-loads this page.
// Its skeleton (CourseSkeleton/CourseSkeleton.tsx) is imported from its own file by the route's
// page, which paints it before this module loads: importing it from here would bring the player.
export { CoursePlayerPage, parseCourseId } from "./CoursePlayerPage/CoursePlayerPage.tsx";
export type { CoursePlayerPageProps } from "./CoursePlayerPage/CoursePlayerPage.tsx";
