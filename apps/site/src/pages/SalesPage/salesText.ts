/** The sales pages' own wording (academy.md §2, §9), shared by the page and its curriculum. */
export const SALES_TEXT = {
  curriculum: "Course Curriculum",
  curriculumText: (modules: number) =>
    `${modules} modules, from your first lesson to the final exam.`,
  module: (index: number) => `Module ${index}`,
  lessons: (count: number) => `${count} lessons`,
  welcome: (name: string) => `Welcome, ${name}`,
  stats: {
    rating: "Rating",
    students: "Students",
    duration: "Duration",
    passRate: "Pass rate",
    instructor: "Instructors",
  },
  weeks: (weeks: number) => `${weeks} weeks`,
  lessonType: { video: "Video", slides: "Slides" },
} as const;
