// The public surface of @academy/api. Types of the contract alone: "@academy/api/contract";
// mock handlers and fixtures: "@academy/api/mocks".

export { createApiClient, createAuthMiddleware } from "./client.ts";
export type { ApiClient, CreateApiClientOptions, PasswordConfirmer } from "./client.ts";

export { createLocalStorageTokenStore, createMemoryTokenStore } from "./tokenStore.ts";
export type { IssuedTokens, TokenStore } from "./tokenStore.ts";

export {
  createDefaultRefreshLock,
  createInProcessRefreshLock,
  createStorageRefreshLock,
  createWebLocksRefreshLock,
} from "./refreshLock.ts";
export type { RefreshLock, StorageRefreshLockOptions, WebLockManager } from "./refreshLock.ts";

export { RefreshUnavailableError, SessionExpiredError } from "./refresh.ts";

export { createDeferredApiClient } from "./deferredClient.ts";
export { EARLY_ANSWERS_GLOBAL } from "./earlyAnswers.ts";

export { createQueryClient, createQueryHooks } from "./query.ts";
export type { ApiQueryKey, QueryHooks } from "./query.ts";
export { useQueryHooks } from "./useQueryHooks.ts";
export { callApi, callApiNoContent } from "./callApi.ts";
export { usePaymentsConfig, type PaymentsConfigState } from "./payments/usePaymentsConfig.ts";
export { usePlanCatalogue, type PlanCatalogueState } from "./payments/planCatalogue.ts";
export { calculatorPlan, coursePaymentPlan, coursePlan, discordPlan } from "./payments/plans.ts";

export { useApi } from "./ApiContext.ts";
export type { ApiContextValue, ClearableCache } from "./ApiContext.ts";
export { ApiProvider } from "./ApiProvider.tsx";
export type { ApiProviderProps } from "./ApiProvider.tsx";
export { ApiClientProvider } from "./ApiClientProvider.tsx";
export type { ApiClientProviderProps } from "./ApiClientProvider.tsx";
export { QueryScope } from "./QueryScope.tsx";

export { SessionProvider, useSession } from "./session/SessionProvider.tsx";
export type { LoginOutcome, SessionStatus, SessionValue } from "./session/SessionProvider.tsx";
export { expandCourses, normalizeUser } from "./session/courses.ts";

export {
  useCalculatorAccess,
  useRefreshCalculatorAccess,
  useCreateSavedDeal,
  useDeleteSavedDeal,
  useSavedDeal,
  useSavedDeals,
  useUpdateSavedDeal,
} from "./calculator/savedDeals.ts";
export { useDiscordRoleActions, useLinkDiscord } from "./discord/discordRoles.ts";
export {
  useAdminAudit,
  useAdminMetrics,
  useAdminPromotionCodes,
  useAdminPeople,
  useAdminPerson,
  type AdminPeopleQuery,
} from "./admin/adminConsole.ts";
export {
  useDisconnectDiscord,
  useDiscordConnection,
  useRefreshDiscordConnection,
  useResendDiscordInvite,
  useRetryDiscordRoleAction,
  useStartDiscordConnect,
} from "./discord/discordConnect.ts";

export { useCourse, useCourseCache, useCourseProgress } from "./learning/courseQueries.ts";

export { DEFAULT_PRACTICE_TEST_ACCESS, PRACTICE_TEST_LIST } from "./practiceTests.ts";

export { ApiError, errorAction, errorMessage, statusOf, type ErrorAction } from "./errors.ts";
export { toFormData } from "./formData.ts";

export {
  ACCESS_TOKEN_KEY,
  LOGIN_INVALID_CREDENTIALS,
  LOGIN_SERVER_ERROR,
  MENTORSHIP_EXPANDED_COURSES,
  QUERY_GC_TIME_MS,
  REFRESH_TOKEN_KEY,
  SESSION_EXPIRED_MESSAGE,
} from "./constants.ts";

export type * from "./types.ts";
