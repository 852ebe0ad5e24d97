/**
 * A course closed because its payment plan is paused (issue 48: not in the spec; shown only
 * to a learner whose plan's retries ran out).
 */
export const PAUSED_COURSE_TEXT = {
  heading: "This course is paused",
  state: (overdue: number, of: number) => `Paused: payment ${overdue} of ${of} is overdue`,
  closed: (course: string) =>
    `${course} is paused because a payment of your plan is overdue. Your progress is kept: pay it to open the course again.`,
  planLink: "See your payment plan",
} as const;
