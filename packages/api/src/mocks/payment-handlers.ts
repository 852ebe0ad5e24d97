import type { HttpHandler } from "msw";
import { PLAN_CATALOGUE } from "./fixtures.ts";
import type { MockState } from "./mock-state.ts";

/** Course payments and enrolment, and the calculator subscription. */
export function createPaymentMockHandlers(state: MockState): HttpHandler[] {
  const {
    http,
    testMode,
    coursesOnSale,
    calculatorAccess,
    intentsByAttempt,
    next,
    detail,
    tokensFor,
    currentUser,
    findUserByEmail,
    createUser,
    findCourse,
    enrolIn,
  } = state;
  const enrolment = (body: { course_id: number; email: string; full_name: string }) => {
    let user = findUserByEmail(body.email);
    let tempPassword: string | null = null;
    if (!user) {
      tempPassword = `Temp-${next()}-Pass`;
      user = createUser(body.email, body.full_name, tempPassword);
    }
    enrolIn(user, body.course_id);
    return { ...tokensFor(user), user, temp_password: tempPassword };
  };

  return [
    // ------------------------------------------------------------ Payments
    http.post("/enroll/test", async ({ request, response }) => {
      if (!testMode) return response(403).json(detail("Test enrollment is disabled"));
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      return response(200).json(enrolment(body));
    }),
    http.get("/payments/config", ({ response }) =>
      response(200).json({
        publishable_key: "pk_test_mock",
        stripe_js_url: null,
        test_mode: testMode,
        sales: { courses: coursesOnSale, calculator: "open", discord: true },
      }),
    ),
    http.get("/catalogue/plans", ({ response }) => response(200).json(PLAN_CATALOGUE)),
    // The demo's one code (issue 48): WELCOME10, 10 % off any course, as the server seeds it.
    http.get("/promotion-codes/{code}", ({ params, query, response }) => {
      const product = query.get("product") ?? "";
      const course = /^course:(\d+)$/.exec(product);
      const plan = PLAN_CATALOGUE.products.find((p) => p.course_id === Number(course?.[1]))
        ?.plans[0];
      if (!course || !plan) return response(404).json(detail("Course not found"));
      if (params.code.toUpperCase() !== "WELCOME10")
        return response(404).json(detail("This promotion code does not exist."));
      const discount = Math.round(plan.amount_cents / 10);
      return response(200).json({
        code: "WELCOME10",
        product,
        list_amount: plan.amount_cents,
        discount_amount: discount,
        amount: plan.amount_cents - discount,
        currency: PLAN_CATALOGUE.currency,
        percent_off: 10,
        amount_off: null,
      });
    }),
    http.post("/payments/create-intent", async ({ request, response }) => {
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      // One intent per purchase attempt, as the server's idempotency key gives.
      const known = body.attempt_id ? intentsByAttempt.get(body.attempt_id) : undefined;
      const clientSecret = known ?? `pi_mock_${next()}_secret_mock`;
      if (body.attempt_id) intentsByAttempt.set(body.attempt_id, clientSecret);
      return response(200).json({ client_secret: clientSecret });
    }),
    http.post("/enroll", async ({ request, response }) => {
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      return response(200).json(enrolment(body));
    }),
    http.post("/payments/create-checkout-session", async ({ request, response }) => {
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      const sessionId = `cs_mock_${next()}`;
      return response(200).json({
        session_id: sessionId,
        url: `${body.success_url}?session_id=${sessionId}`,
      });
    }),
    http.post("/payments/manual", async ({ request, response }) => {
      const admin = currentUser(request);
      if (!admin) return response(401).json(detail("Not authenticated"));
      if (!admin.is_admin) return response(403).json(detail("Admin access required"));
      const body = await request.json();
      if (!findCourse(body.course_id)) return response(404).json(detail("Course not found"));
      const user =
        findUserByEmail(body.email) ??
        createUser(body.email, body.full_name ?? body.email, `Temp-${next()}-Pass`);
      enrolIn(user, body.course_id);
      return response(201).json({
        id: next(),
        user_id: user.id,
        course_id: body.course_id,
        amount_cents: body.amount_cents,
        method: "manual",
        created_at: new Date().toISOString(),
      });
    }),
    http.post("/payments/webhook", ({ request, response }) =>
      request.headers.get("Stripe-Signature")
        ? response(200).json({ received: true })
        : response(400).json(detail("Missing Stripe-Signature header")),
    ),

    // ------------------------------------------------------------ Calculator
    http.get("/calculator/access", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json({ hasAccess: user.is_admin || calculatorAccess.has(user.id) });
    }),
    http.post("/calculator/create-subscription-intent", ({ response }) =>
      response(200).json({ client_secret: `pi_mock_${next()}_secret_mock` }),
    ),
    http.post("/calculator/subscribe", async ({ request, response }) => {
      const body = await request.json();
      const signedIn = currentUser(request);
      if (signedIn) {
        calculatorAccess.add(signedIn.id);
        return response(200).json({});
      }
      const user =
        findUserByEmail(body.email) ??
        createUser(body.email, body.full_name, `Temp-${next()}-Pass`);
      calculatorAccess.add(user.id);
      return response(200).json(tokensFor(user));
    }),
  ];
}
