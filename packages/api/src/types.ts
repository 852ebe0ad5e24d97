import type { components, operations, paths } from "./generated/openapi.ts";

/** The generated contract, re-exported so consumers need only this package. */
export type { components, operations, paths };

type Schemas = components["schemas"];

export type ErrorBody = Schemas["ErrorBody"];
export type MessageResponse = Schemas["MessageResponse"];
export type Health = Schemas["Health"];
export type CourseKey = Schemas["CourseKey"];
export type User = Schemas["User"];
export type LoginRequest = Schemas["LoginRequest"];
export type LoginResponse = Schemas["LoginResponse"];
export type RegisterRequest = Schemas["RegisterRequest"];
export type RefreshResponse = Schemas["RefreshResponse"];
export type Course = Schemas["Course"];
export type Module = Schemas["Module"];
export type Lesson = Schemas["Lesson"];
export type LessonType = Schemas["LessonType"];
export type LessonNotes = Schemas["LessonNotes"];
export type LessonCompletion = Schemas["LessonCompletion"];
export type VideoUrl = Schemas["VideoUrl"];
export type VideoType = Schemas["VideoType"];
export type Quiz = Schemas["Quiz"];
export type Question = Schemas["Question"];
export type Answer = Schemas["Answer"];
export type QuizSubmission = Schemas["QuizSubmission"];
export type QuizResult = Schemas["QuizResult"];
export type DetailedResult = Schemas["DetailedResult"];
export type Enrollment = Schemas["Enrollment"];
export type EnrollRequest = Schemas["EnrollRequest"];
export type EnrollResponse = Schemas["EnrollResponse"];
export type PaymentIntent = Schemas["PaymentIntent"];
export type Progress = Schemas["Progress"];
export type S3Status = Schemas["S3Status"];
export type SignedUrl = Schemas["SignedUrl"];
export type BillingCycle = Schemas["BillingCycle"];
export type CalculatorAccess = Schemas["CalculatorAccess"];
export type SubscribeResponse = Schemas["SubscribeResponse"];
export type DiscordTier = Schemas["DiscordTier"];
export type DiscordSubscription = Schemas["DiscordSubscription"];
export type DiscordActionResult = Schemas["DiscordActionResult"];
export type PracticeTest = Schemas["PracticeTest"];
export type PracticeTestAccess = Schemas["PracticeTestAccess"];
export type ContactForm = Schemas["ContactForm"];
export type PartnershipForm = Schemas["PartnershipForm"];
export type MentorshipApplication = Schemas["MentorshipApplication"];
export type FormError = Schemas["FormError"];
