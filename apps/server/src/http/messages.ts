/**
 * Every text the server answers with, in one place to check against the academy spec and the
 * contract: handlers and routes name a constant here (`MESSAGES.notAuthenticated`,
 * `COURSE_NOT_FOUND`), never the string. The Stripe stand-in's own texts (stripe-standin/)
 * imitate Stripe's API and stay with it; mails and PDFs are content, in mail/ and learning/.
 */
export const MESSAGES = {
  notAuthenticated: "Not authenticated",
  invalidToken: "Invalid or expired token",
  forbidden: "Forbidden",
  notFound: "Not found",
} as const;

export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";
export const BAD_REQUEST = "Bad request";
export const INTERNAL_ERROR = "Internal server error";
export const INVALID_JSON = "Request body is not valid JSON";
export const UNSUPPORTED_MEDIA_TYPE = "Unsupported media type";
export const mediaTypeRefused = (accepted: readonly string[]) =>
  `${UNSUPPORTED_MEDIA_TYPE}: send ${accepted.join(" or ")}`;
/** Fastify's own client errors (bad JSON, wrong media type, too large) keep their status. */
export const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty but Content-Type is application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Invalid Content-Length",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Expected multipart/form-data",
};

// ---------- Validation: after the field's name, `email: field required`

export const FIELD_REQUIRED = "field required";
export const UNEXPECTED_FIELD = "unexpected field";
export const NOT_AN_ALLOWED_VALUE = "must be equal to one of the allowed values";
export const NOT_AN_EMAIL = "must be a valid email address";
export const IS_INVALID = "is invalid";
export const FILE_REQUIRED = `file: ${FIELD_REQUIRED}`;
export const FULL_NAME_REQUIRED = `full_name: ${FIELD_REQUIRED}`;

// ---------- Sign-in, sign-up and password reset

/** Messages the client shows as they are (academy spec, section 8). */
export const INVALID_CREDENTIALS = "Invalid credentials";
export const RESET_SENT = "Password reset instructions sent to your email";
export const INVALID_RESET_TOKEN = "Invalid or expired reset token";
export const PASSWORD_RESET_DONE = "Password has been reset successfully";
export const TOO_MANY_LOGINS = "Too many login attempts. Please try again later.";
export const TOO_MANY_PURCHASE_CALLS =
  "Too many payment requests from here. Please wait a few minutes and try again.";
export const TOO_MANY_DECLINES =
  "Too many declined payments. Please wait 15 minutes, or contact us if you need help paying.";
export const EMAIL_TAKEN = "Email already registered";
export const SESSION_EXPIRED = "Session expired, please login again";
export const ADMIN_REQUIRED = "Admin access required";
/** One answer for unknown, used, expired or orphaned hand-over codes: it says nothing of which. */
export const INVALID_HANDOVER = "This sign-in link has expired. Please sign in.";

// ---------- Profile pictures

/** Messages from the academy spec, section 5. */
export const NOT_AN_IMAGE = "Please select an image file";
export const IMAGE_TOO_LARGE = "Image must be less than 5MB";

// ---------- Users

export const USER_NOT_FOUND = "User not found";
/** An account receipt that is not the caller's, or of a payment not made (issue 26). */
export const RECEIPT_NOT_FOUND = "Receipt not found";
export const otherUsersData = (what: string) => `You may not read another user's ${what}`;

// ---------- Administration of the catalogue

export const courseNameTaken = (name: string) => `A course named "${name}" already exists`;
export const moduleOrderTaken = (order: number) =>
  `The course already has a module at order ${order}`;
export const SCHEMA_UP_TO_DATE = "The database schema is up to date.";
export const migrationsApplied = (names: readonly string[]) =>
  `Applied ${names.length} migration(s): ${names.join(", ")}`;
export const CATALOGUE_SEEDED = "The catalogue was seeded.";
export const CATALOGUE_EXISTS = "The catalogue already exists; nothing was changed.";

// ---------- Forms

export const FORM_NOT_FOUND = "Form not found";
export const TOO_MANY_SUBMISSIONS = "Too many submissions. Please try again later.";

// ---------- Operations still to come

export const NOT_IMPLEMENTED_DETAIL = "Not implemented yet";

// ---------- Request bodies

export const BODY_REQUIRED = "body: field required";
/** After the field's name: a string PostgreSQL cannot store (http/storable-text.ts). */
export const UNSTORABLE_TEXT = "must not contain NUL characters or unpaired surrogates";
export const unstorableField = (field: string) => `${field}: ${UNSTORABLE_TEXT}`;
export const MALFORMED_MULTIPART = "Malformed multipart/form-data body";

// ---------- Learning (academy spec sections 4, 8 and 9)

/** Spec, section 8 (course load and video errors). */
export const COURSE_NOT_FOUND = "Course not found";
export const NOT_ENROLLED = "You are not enrolled in this course.";
export const NO_VIDEO = "No video available for this lesson.";
export const LESSON_NOT_FOUND = "Lesson not found";
export const MODULE_NOT_FOUND = "Module not found";
export const QUIZ_NOT_FOUND = "Quiz not found";
export const NO_MODULE_VIDEO = "No video available for this module.";
export const MODULE_HAS_NO_QUIZ = "This module has no quiz.";
export const FINAL_EXAM_LOCKED =
  "The final exam unlocks when every module is complete: all its lessons done and its quiz passed.";
export const MODULE_QUIZ_LOCKED =
  "The module quiz opens when every lesson of the module is complete.";
export const NO_CERTIFICATE = "No certificate yet: pass the course's final exam to earn it.";
/** GET /certificate-verifications/{code} for a code no certificate has. */
export const UNKNOWN_CERTIFICATE_CODE = "No certificate has this verification code.";
export const quizAttemptsUsedUp = (limit: number, waitHours: number) =>
  `You have used your ${limit} attempts at this quiz for today. Try again in ${waitHours} hour(s).`;
export const quizRetryTooSoon = (waitSeconds: number) =>
  `Please wait ${waitSeconds} seconds before trying this quiz again.`;

// ---------- Lesson media and uploads (issue 17); the admin pages show them as sent

export const MEDIA_LINK_EXPIRED = "This media link has expired. Ask for a new one.";
export const MEDIA_LINK_INVALID = "This media link is not valid.";
export const PART_TOO_LARGE = "Part is too large";
export const PART_NUMBER_TOO_HIGH = "partNumber: this upload has fewer parts";
export const NOT_A_PDF = "Please select a PDF file";
export const PDF_TOO_LARGE = "PDF must be at most 100 MB";
export const NOT_A_VIDEO = "This file is not a video: choose an MP4, MOV or WebM file.";
export const VIDEO_DOES_NOT_PARSE =
  "This file is damaged or not a complete video: it does not read as MP4, MOV or WebM. The lesson keeps its video.";
export const AVI_NOT_PLAYABLE =
  "AVI videos do not play in web browsers: convert the file to MP4 or WebM and upload that.";
export const VIDEO_TOO_LARGE = "This video is too large: a video can be at most 5 GB.";
export const NOT_A_VIDEO_LESSON =
  "This is a slides lesson: videos can only be uploaded to video lessons.";
export const PART_LAYOUT_INVALID =
  "part_size: parts must be 5 MiB to 5 GiB (one smaller part alone), at most 10,000 of them";
export const uploadConflict = (finishedAt: Date, by: string | null) =>
  `Another upload to this lesson finished at ${finishedAt.toISOString().slice(11, 16)} UTC by ${by ?? "another admin"}; replace it?`;
export const VIDEO_TOO_LARGE_FOR_FORM =
  "Videos over 100 MB must be uploaded in parts (startLessonVideoUpload)";
export const NO_PDF = "This lesson has no PDF.";
export const NO_STORED_VIDEO = "This lesson has no stored video.";
export const NO_VIDEO_TO_DELETE = "This lesson has no video.";
export const UPLOAD_NOT_FOUND = "This upload does not exist or has ended.";
export const UPLOAD_INCOMPLETE = "The upload is incomplete: no object was stored.";
export const S3_CONNECTION_VERIFIED = "S3 connection verified.";
export const PDF_DELETED = "PDF deleted successfully";
export const VIDEO_DELETED = "Video deleted successfully";
export const sizeMismatch = (expected: number, stored: number) =>
  `Video size does not match the upload (expected ${expected} bytes, stored ${stored})`;
export const storageUnavailable = (message: string) => `Media storage is unavailable: ${message}`;
export const bucketMissing = (bucket: string) => `The bucket ${bucket} does not exist`;

// ---------- Saved deals

export const SUBSCRIPTION_REQUIRED = "An active calculator subscription is required to save deals.";
export const SAVED_DEAL_NOT_FOUND = "Saved deal not found";
export const tooManySavedDeals = (max: number) =>
  `You can keep up to ${max} saved deals. Delete one to save another.`;

// ---------- Discord linking

export const LINK_CODE_REFUSED =
  "Discord did not accept this authorization. Please link your Discord account again.";
export const LINK_UNAVAILABLE = "Discord could not be reached. Please try again in a moment.";
export const LINKED_ELSEWHERE = "This Discord account is already linked to another member.";

// ---------- Payments (academy spec sections 5 and 8)

export const PAYMENTS_DISABLED =
  "Course enrollment is not available yet. We're still building this course. Check back soon!";
export const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const PAYMENT_NOT_COMPLETED = "Payment not completed";
export const TEST_MODE_OFF = "Test enrollment is disabled";
export const TEST_ENROLMENT_LOCAL_ONLY =
  "Test enrollment is only available on the server's machine";
export const ALREADY_PAID = "This purchase is already paid.";
export const ALREADY_OWN_COURSE = "You already own this course.";
export const ALREADY_OWN_COURSE_LOG_IN =
  "You already own this course. Log in to open it; nothing has been charged.";
export const DUPLICATE_SUBSCRIPTION_REFUNDED =
  "You already have this subscription, so this payment has been refunded in full.";
export const ALREADY_OWN_REFUNDED =
  "You already own this course, so your payment has been refunded in full. Log in to open it.";
export const ALREADY_SUBSCRIBED_ACTIVE =
  "You already have an active subscription. Manage it from your account.";
export const EXISTING_ACCOUNT =
  "You already have an account: the course has been added to it. Sign in with your password to open it.";
export const ENROLLED_NEW_ACCOUNT =
  "Your account has been created. A temporary password was sent to your e-mail.";
export const ENROLLED = "You are enrolled.";
export const SIGN_IN_TO_OPEN =
  "Your purchase is complete. Sign in with the password sent to your e-mail to open it.";
export const INVALID_SIGNATURE = "Invalid webhook signature";
export const CONFIRM_PASSWORD =
  "For your security, please enter your password again to make this change.";
export const CHECKOUT_URL_ELSEWHERE =
  "success_url and cancel_url must be pages of this site (the PUBLIC_URL origin).";
export const CLOCK_STANDIN_ONLY = "The clock exists only on the offline Stripe stand-in";
export const OAUTH_STANDIN_BAD_REQUEST = "Invalid OAuth2 redirect_uri or client_id";
/** S3's own error code for a CompleteMultipartUpload body it cannot read (Uppy expects it). */
export const S3_MALFORMED_XML = "MalformedXML";
export const METRICS_UNAUTHORIZED = "Unauthorized";

/** Promotion codes (issue 48): each refusal names its problem. */
export const PROMOTION_CODE_UNKNOWN = "This promotion code does not exist.";
export const PROMOTION_CODE_EXPIRED = "This promotion code has expired.";
export const PROMOTION_CODE_USED_UP =
  "This promotion code has been used the maximum number of times.";
export const PROMOTION_CODE_WRONG_PRODUCT = "This promotion code is not valid for this purchase.";
export const PROMOTION_CODE_ALREADY_USED = "You have already used this promotion code.";
export const PROMOTION_CODE_TOO_LARGE =
  "This promotion code cannot be used here: it leaves less than the minimum charge.";
export const PROMOTION_CODE_INACTIVE = "This promotion code is no longer active.";
