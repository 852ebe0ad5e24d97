import type { HttpHandler } from "msw";
import type { User } from "../types.ts";
import { createAccountMockHandlers } from "./account-handlers.ts";
import { createPromotionCodeAdminMockHandlers } from "./promotion-code-admin-handlers.ts";
import { createAdminConsoleMockHandlers } from "./admin-console-handlers.ts";
import { createAdminMockHandlers } from "./admin-handlers.ts";
import { createAuthMockHandlers } from "./auth-handlers.ts";
import { createDealMockHandlers } from "./deal-handlers.ts";
import { createDiscordMockHandlers } from "./discord-handlers.ts";
import { createDiscordPlanMockHandlers } from "./discord-plan-handlers.ts";
import { createDiscordRoleMockHandlers } from "./discord-role-handlers.ts";
import { createLearningMockHandlers } from "./learning-handlers.ts";
import { createMockState } from "./mock-state.ts";
import { createPaymentPlanMockHandlers, type MockPaymentPlan } from "./payment-plan-handlers.ts";
import { createPaymentMockHandlers } from "./payment-handlers.ts";
import { createSiteImageMockHandlers } from "./site-image-handlers.ts";
import { createSystemMockHandlers } from "./system-handlers.ts";

export interface MockHandlersOptions {
  /** Where the contract is mounted; the same value the client's baseUrl has. Default "/api". */
  baseUrl?: string;
  /**
   * The user assumed for requests that carry no bearer token, so a story can show a signed-in
   * screen without logging in. Default: none (such requests answer 401).
   */
  signedInAs?: User | null;
  /** Whether POST /enroll/test is allowed (the server's test mode). Default true. */
  testMode?: boolean;
  /** GET /payments/config's `sales.courses`: whether courses are on sale. Default true. */
  coursesOnSale?: boolean;
  /** Course payment plans there from the start (issue 48: a paused one). Default none. */
  paymentPlans?: readonly MockPaymentPlan[];
}

/**
 * Typed MSW handlers for every operation of the contract, over an in-memory copy of the
 * fixtures (each call starts fresh, so tests do not leak into each other). Sign in with any
 * fixture user's e-mail and `MOCK_PASSWORD`. One file per area, all over one shared state
 * (mock-state.ts).
 */
export function createMockHandlers(options: MockHandlersOptions = {}): HttpHandler[] {
  const { baseUrl = "/api", signedInAs = null, testMode = true, coursesOnSale = true } = options;
  const state = createMockState({ baseUrl, signedInAs, testMode, coursesOnSale });
  const { http, currentUser, discordSubscriptions, calculatorAccess } = state;
  return [
    ...createDealMockHandlers({
      http,
      currentUser,
      hasCalculatorAccess: state.hasCalculatorAccess,
    }),
    ...createDiscordRoleMockHandlers({
      http,
      currentUser,
      tierOf: (user) => discordSubscriptions.get(user.id)?.tier ?? null,
    }),
    ...createAccountMockHandlers({
      http,
      currentUser,
      discordOf: (user) => discordSubscriptions.get(user.id),
      hasCalculator: (user) => calculatorAccess.has(user.id),
    }),
    ...createSystemMockHandlers(state),
    ...createAuthMockHandlers(state),
    ...createLearningMockHandlers(state),
    ...createPaymentMockHandlers(state),
    ...createPaymentPlanMockHandlers(state, options.paymentPlans),
    ...createAdminMockHandlers(state),
    ...createSiteImageMockHandlers(state),
    ...createAdminConsoleMockHandlers(state),
    ...createPromotionCodeAdminMockHandlers(state),
    ...createDiscordMockHandlers(state),
    ...createDiscordPlanMockHandlers(state),
  ];
}
