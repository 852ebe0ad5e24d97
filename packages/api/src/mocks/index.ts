// @academy/api/mocks: typed MSW handlers and fixtures for Storybook and unit tests.
export { createMockHandlers } from "./handlers.ts";
export type { MockHandlersOptions } from "./handlers.ts";
export { mockPausedPlan, type MockPaymentPlan } from "./payment-plan-handlers.ts";
export {
  MOCK_PASSWORD,
  mockCertificateVerification,
  mockDiscordSubscription,
  mockTokensFor,
  mockUsers,
  PLAN_CATALOGUE,
  planCatalogueWithTrials,
  catalogueWithPaymentPlans,
} from "./fixtures.ts";
export { mockCourseKeys, mockCourses } from "./course-fixtures.ts";
export { mockAnswerKey, mockQuizIds, mockQuizzes } from "./quiz-fixtures.ts";
export { createMockFetch } from "./mockFetch.ts";
// The practice tests are hard-coded in the product itself (academy.md §3): the mocks show the same.
export {
  DEFAULT_PRACTICE_TEST_ACCESS as mockPracticeTestAccess,
  PRACTICE_TEST_LIST as mockPracticeTests,
} from "../practiceTests.ts";
export {
  mockBrrrrDeal,
  mockFlipDeal,
  mockLandDeal,
  mockRentalDeal,
  mockSavedDeals,
} from "./deal-fixtures.ts";
export {
  MOCK_DISCORD_OAUTH_CODE,
  MOCK_DISCORD_SERVER_URL,
  mockDiscordRoleActions,
} from "./discord-role-handlers.ts";
export { mockAccountPayments, mockCalculatorSubscription } from "./account-handlers.ts";
export { mockSiteImages } from "./site-image-handlers.ts";
export { mockPersonDetail } from "./admin-console-fixtures.ts";
