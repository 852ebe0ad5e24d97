/**
 * Every string of the account page (issue #16: beyond the spec, the FAQ's "cancel anytime from
 * the dashboard"), in one place. The subscription card says what the portal says
 * (@academy/widgets SUBSCRIPTION_TEXT).
 */
export const ACCOUNT_TEXT = {
  pageTitle: "My Account",
  heading: "My Account",
  signedOut: "Sign in to see your account.",
  signIn: "Student Login",
  profile: "Profile",
  changePhoto: "Change photo",
  addPhoto: "Add photo",
  changePassword: "Change password",
  changePasswordHint: "We e-mail you a link to choose a new password.",
  passwordLinkSent: (email: string) => `We've sent a link to choose a new password to ${email}.`,
  passwordLinkFailed: "The link could not be sent. Please try again.",
  courses: "My Courses",
  noCourses: "You are not enrolled in any course yet.",
  browseCourses: "Browse courses",
  progressOf: (name: string) => `${name} progress`,
  lessonsDone: (done: number, total: number) => `${done} of ${total} lessons complete`,
  openCourse: "Go to Course",
  downloadCertificate: "Download certificate",
  verifyCertificate: (code: string) => `Certificate ${code}`,
  subscriptions: "Subscriptions",
  noSubscriptions: "You have no subscriptions.",
  loadFailed: "This could not be loaded. Please try again later.",
  loading: "Loading...",
} as const;

/** Subscriptions in these states are over: shown for the record, with nothing to change. */
export const ENDED_STATUSES: readonly string[] = ["canceled", "incomplete_expired"];
