// The course player: `/course/:id` (academy.md §2). The site's route table lazy-loads this page.
export { CoursePlayerPage, parseCourseId } from "./CoursePlayerPage/CoursePlayerPage.tsx";
export type { CoursePlayerPageProps } from "./CoursePlayerPage/CoursePlayerPage.tsx";
