import type { AdminPeopleQuery } from "@academy/api";

// One figure of the numbers page and the people behind it: the metrics page writes these links,
// the people page reads them back from its address, both through this one spelling.
type Figure = NonNullable<AdminPeopleQuery["figure"]>;
type Plan = NonNullable<AdminPeopleQuery["plan"]>;

const FIGURES: readonly Figure[] = [
  "enrolled",
  "completed",
  "lesson_completed",
  "quiz_passed",
  "paying",
  "new",
  "reactivated",
  "cancelled",
  "failed",
  "paid",
  "refunded",
];
const PLANS: readonly Plan[] = ["calculator", "discord_pro", "discord_community"];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_KEYS = ["course_id", "lesson_id", "quiz_id"] as const;

/**
 * The people page's address for the people behind a figure; `label` names what the figure is
 * about (a course's name) for the page's heading only, never for the search.
 */
export function peopleBehindHref(
  query: AdminPeopleQuery & { figure: Figure },
  label?: string,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  if (label) params.set("label", label);
  return `/admin/people?${params.toString()}`;
}

/** The search and figure the people page's address asks for; anything malformed is dropped. */
export function peopleQueryOf(params: URLSearchParams): AdminPeopleQuery {
  const query: AdminPeopleQuery = {};
  const q = params.get("q");
  if (q) query.q = q;
  const figure = FIGURES.find((each) => each === params.get("figure"));
  if (!figure) return query;
  query.figure = figure;
  for (const key of ID_KEYS) {
    const id = Number(params.get(key));
    if (Number.isInteger(id) && id > 0) query[key] = id;
  }
  const plan = PLANS.find((each) => each === params.get("plan"));
  if (plan) query.plan = plan;
  const product = params.get("product");
  if (product) query.product = product;
  for (const key of ["from", "to"] as const) {
    const day = params.get(key);
    if (day && DATE.test(day)) query[key] = day;
  }
  return query;
}

const FIGURE_WORDS: Record<Figure, string> = {
  enrolled: "Enrolled",
  completed: "Completed (certificate)",
  lesson_completed: "Completed the lesson",
  quiz_passed: "Passed the quiz",
  paying: "Paying",
  new: "New members",
  reactivated: "Reactivated",
  cancelled: "Cancelled",
  failed: "Failed payments",
  paid: "Paid",
  refunded: "Refunded",
};

/** The people page's heading over a figure's people: "Paid · course:2 · 2026-11-01 to 2026-11-30". */
export function describeFigure(query: AdminPeopleQuery, subject?: string): string | null {
  if (!query.figure) return null;
  const parts = [FIGURE_WORDS[query.figure]];
  const what =
    subject ??
    query.plan ??
    query.product ??
    (query.course_id !== undefined ? `course #${query.course_id}` : undefined) ??
    (query.lesson_id !== undefined ? `lesson #${query.lesson_id}` : undefined) ??
    (query.quiz_id !== undefined ? `quiz #${query.quiz_id}` : undefined);
  if (what) parts.push(what);
  if (query.from && query.to) parts.push(`${query.from} to ${query.to}`);
  return parts.join(" · ");
}
