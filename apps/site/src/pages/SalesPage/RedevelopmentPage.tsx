import { DEVELOPER_COURSE } from "../../content/courses.ts";
import { SalesPage } from "./SalesPage.tsx";

/** /redevelopment: the real-estate developer course, id 1 (academy.md §2, §9). */
export function RedevelopmentPage() {
  return (
    <SalesPage
      course={DEVELOPER_COURSE}
      courseKey="development"
      eyebrow="Real Estate Development"
      welcomeBar
    />
  );
}
