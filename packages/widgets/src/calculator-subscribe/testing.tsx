import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  type PaymentsConfig,
  type User,
} from "@academy/api";
import { mockTokensFor } from "@academy/api/mocks";
import { http, HttpResponse } from "msw";
import { useMemo, useState, type ReactNode } from "react";
import { createFakeStripe } from "../shared/payments/testing/fakeStripe.ts";

/** GET /payments/config with the calculator's sales setting (stories and tests only). */
export const calculatorSalesConfig = (
  baseUrl: string,
  calculator: PaymentsConfig["sales"]["calculator"],
  testMode = true,
) =>
  http.get(`${baseUrl}/payments/config`, () =>
    HttpResponse.json({
      publishable_key: "pk_test_mock",
      stripe_js_url: null,
      test_mode: testMode,
      sales: { courses: true, calculator, discord: true },
    } satisfies PaymentsConfig),
  );

/** A fake Stripe loader per story, optionally holding every confirmation (processing). */
export function useFakeStripeLoader(hold: boolean) {
  return useMemo(() => {
    const { stripe } = createFakeStripe(hold ? { holdConfirmation: new Promise(() => {}) } : {});
    return () => Promise.resolve(stripe);
  }, [hold]);
}

/** The API and session around a story, signed in as `user` when given. */
export function StoryApi({ user, children }: { user: User | null; children?: ReactNode }) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: "/api",
      tokenStore: createMemoryTokenStore(user ? mockTokensFor(user) : undefined),
      refreshLock: createInProcessRefreshLock(),
    }),
  );
  return (
    <ApiProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </ApiProvider>
  );
}
