import type { components } from "@academy/api/contract";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type {
  DiscordInvitesTable,
  DiscordMembershipsTable,
  DiscordOAuthStatesTable,
  DiscordRoleActionsTable,
} from "../discord/tables.ts";
import type {
  AdminActionsTable,
  MediaUploadPartsTable,
  MediaUploadsTable,
} from "../media/tables.ts";
import type { SubscriptionsTable } from "../subscriptions/tables.ts";
import type { TrialTables } from "../payments/trial-tables.ts";
import type {
  DuplicateSubscriptionRefundsTable,
  PaymentEventsTable,
  PaymentsTable,
  PromotionCodeTables,
  StripeStandinClockTable,
  StripeStandinEventsTable,
  StripeStandinIdempotencyTable,
  StripeStandinObjectsTable,
} from "../payments/tables.ts";
import type { PaymentClientsTable, PaymentProofsTable } from "../abuse/tables.ts";
import type { BillingNoticesTable, ReceiptLinesTable, ReceiptsTable } from "../receipts/tables.ts";
import type { MailOutboxTable } from "../mail/tables.ts";
import type { ConsoleTables } from "../audit/tables.ts";
import type { HandoverTables } from "../auth/handover-tables.ts";
import type { PaymentPlanTables } from "../payment-plans/tables.ts";
import type { EnrollmentsTable } from "../learning/tables.ts";
import type { CreatedAt, Json, NullableTimestamp, Timestamp } from "./column-types.ts";

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased and trimmed; unique. */
  email: string;
  full_name: string;
  /** scrypt$N$r$p$salt$hash; see auth/passwords.ts. */
  password_hash: string;
  is_admin: Generated<boolean>;
  /** Relative path of the stored picture under DATA_DIR/uploads, or null. */
  profile_picture_path: ColumnType<string | null, string | null | undefined, string | null>;
  /** Carried by every access token; raised to refuse all tokens issued before (a reset). */
  session_version: Generated<number>;
  /** The Discord account linked by OAuth2 (`POST /discord/link`); unique. */
  discord_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name Discord showed for that account when it was connected. */
  discord_username: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** All tokens descended from one login share a family; reuse revokes the whole family. */
  family_id: string;
  /** SHA-256 of the opaque token: the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Set once, by the one request that rotated this token. */
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  /**
   * The successor token, encrypted with a key derived from this token, so that a client racing
   * itself within the grace window gets the same successor back. Unreadable without this token.
   */
  successor_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the family's holder last proved the password; null for a session a purchase minted. */
  password_at: NullableTimestamp;
  /** A purchase session's hard end, kept by every successor; null for a password session. */
  ends_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CoursesTable {
  id: Generated<number>;
  /** The course key used in a user's `courses` list: development, nascla, mentorship. */
  key: string;
  name: string;
  description: string;
  price_cents: number;
  original_price_cents: number;
  created_at: CreatedAt;
}

export interface ModulesTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  description: string;
  order: number;
}

export interface LessonsTable {
  id: Generated<number>;
  module_id: number;
  title: string;
  type: "video" | "slides";
  order: number;
  /** Minutes. */
  video_duration: number | null;
  pdf_url: string | null;
  video_s3_key: string | null;
  vimeo_video_id: string | null;
  document_s3_key: string | null;
  /** The uploaded files' own names, for downloads (null for seeded media). */
  video_filename: ColumnType<string | null, string | null | undefined, string | null>;
  document_filename: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuizzesTable {
  id: Generated<number>;
  course_id: number;
  /** Null for a course's final exam. */
  module_id: number | null;
  kind: "module" | "final";
  title: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  quiz_id: number;
  text: string;
  type: string;
  order: number;
  explanation: string;
}

export interface AnswersTable {
  id: Generated<number>;
  question_id: number;
  text: string;
  is_correct: boolean;
  order: number;
}

export interface LessonCompletionsTable {
  user_id: number;
  lesson_id: number;
  completed_at: CreatedAt;
}

export interface LessonNotesTable {
  user_id: number;
  lesson_id: number;
  content: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A learner's place in a lesson's video (whole seconds; 0 once watched to the end). */
export interface LessonPositionsTable {
  user_id: number;
  lesson_id: number;
  seconds: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The lesson a learner last had open in a course. */
export interface CourseResumeTable {
  user_id: number;
  course_id: number;
  lesson_id: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  user_id: number;
  quiz_id: number;
  score_percentage: number;
  answers: Json<{ question_id: number; selected_answer_id: number }[]>;
  created_at: CreatedAt;
}

export interface CertificatesTable {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  code: string;
  issued_at: CreatedAt;
}

export interface CalculatorAccessTable {
  user_id: number;
  billing_cycle: "monthly" | "yearly";
  status: string;
  current_period_end: Timestamp;
  created_at: CreatedAt;
  /** The provider subscription this state comes from (null for rows written before 010). */
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * A calculator subscriber's saved deal (calculator/saved-deals.ts). Only deals the contract's
 * schema accepted are written, so the stored JSON is read back as the contract's `Deal`.
 */
export interface SavedDealsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  kind: components["schemas"]["DealKind"];
  deal: Json<components["schemas"]["Deal"]>;
  created_at: Date;
  updated_at: Date;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  kind: "contact" | "partnership" | "mentorship";
  email: string;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface SeedRunsTable {
  /** The one-time seed step, e.g. demo-media. */
  name: string;
  ran_at: CreatedAt;
}

/** A fixed-window counter of the shared rate-limit store. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** A refresh family ended by logout or reuse: its access tokens are refused at once. */
export interface RevokedSessionsTable {
  family_id: string;
  revoked_at: Timestamp;
}

export interface Database
  extends ConsoleTables, HandoverTables, PromotionCodeTables, TrialTables, PaymentPlanTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  courses: CoursesTable;
  modules: ModulesTable;
  lessons: LessonsTable;
  quizzes: QuizzesTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  enrollments: EnrollmentsTable;
  lesson_completions: LessonCompletionsTable;
  lesson_notes: LessonNotesTable;
  lesson_positions: LessonPositionsTable;
  course_resume: CourseResumeTable;
  quiz_attempts: QuizAttemptsTable;
  certificates: CertificatesTable;
  subscriptions: SubscriptionsTable;
  calculator_access: CalculatorAccessTable;
  discord_memberships: DiscordMembershipsTable;
  discord_role_actions: DiscordRoleActionsTable;
  discord_invites: DiscordInvitesTable;
  discord_oauth_states: DiscordOAuthStatesTable;
  saved_deals: SavedDealsTable;
  form_submissions: FormSubmissionsTable;
  mail_outbox: MailOutboxTable;
  seed_runs: SeedRunsTable;
  rate_limits: RateLimitsTable;
  revoked_sessions: RevokedSessionsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  duplicate_subscription_refunds: DuplicateSubscriptionRefundsTable;
  payment_proofs: PaymentProofsTable;
  receipts: ReceiptsTable;
  receipt_lines: ReceiptLinesTable;
  billing_notices: BillingNoticesTable;
  payment_clients: PaymentClientsTable;
  stripe_standin_objects: StripeStandinObjectsTable;
  stripe_standin_idempotency: StripeStandinIdempotencyTable;
  stripe_standin_events: StripeStandinEventsTable;
  stripe_standin_clock: StripeStandinClockTable;
  admin_actions: AdminActionsTable;
  media_uploads: MediaUploadsTable;
  media_upload_parts: MediaUploadPartsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
