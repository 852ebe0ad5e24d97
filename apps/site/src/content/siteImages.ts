/**
 * The places on the site that show an image the admin manages (issue 50), with the alt text
 * the site starts with until the server's list arrives (the demo's, as the seed stores it).
 * Each kind has one aspect; the server crops every upload to it, so a box is known before its
 * image loads and nothing moves when it does.
 */
export type SiteImageKind = "hero" | "course" | "instructor";

export interface SiteImageSlot {
  slot: string;
  kind: SiteImageKind;
  /** Where the admin page says the image appears. */
  label: string;
}

export const HERO_IMAGE = {
  slot: "hero",
  kind: "hero",
  label: "Home page hero",
  alt: "A house drawn on a blueprint beside a tower crane at sunset",
} as const;

export const courseImageSlot = (courseId: number) => `course-${courseId}`;

/** An instructor's slot from their name: "Marcus Reed" is instructor-marcus-reed. */
export const instructorImageSlot = (name: string) =>
  `instructor-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** The demo's course cover alt texts, shown above the fold before the server's list arrives. */
export const COURSE_COVER_ALTS: Record<number, string> = {
  1: "A city skyline on a blueprint grid with a development plot marked out",
  2: "Timber wall framing beside a clipboard with three items checked",
  3: "A house, a tower crane and orange steps rising on a blueprint",
};
