const PAUSED = "Paused";

/**
 * The person page's payment plans panel (issue 48: shown only for someone with a plan), and
 * the courses panel's mark on a course its paused plan closed.
 */
export const PLANS_PANEL_TEXT = {
  title: "Payment plans",
  status: {
    active: "Active",
    paused: PAUSED,
    completed: "Ended: paid in full",
    canceled: "Ended: cancelled",
  },
  paidOf: (paid: number, of: number, each: string) => `${paid} of ${of} payments of ${each}`,
  next: (date: string) => `next ${date}`,
  pausedNote: "The course is closed until the overdue payment is made.",
  coursePaused: (due: number, of: number) => `${PAUSED}: payment plan, payment ${due} of ${of} due`,
} as const;
