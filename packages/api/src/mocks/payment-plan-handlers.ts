import type { HttpHandler } from "msw";
import type { AccountPaymentPlan, User } from "../types.ts";
import { catalogueWithPaymentPlans } from "./fixtures.ts";
import type { MockState } from "./mock-state.ts";

/** All In One + Mentorship on a plan, paused after 2 of 4 payments: it opens courses 1 to 3. */
export const mockPausedPlan: AccountPaymentPlan = {
  id: 9,
  course_id: 3,
  opens_course_ids: [1, 2, 3],
  name: "All In One + Mentorship",
  status: "paused",
  instalments: 4,
  instalments_paid: 2,
  instalment_cents: 124_925,
  paid_cents: 249_850,
  remaining_cents: 249_850,
  currency: "usd",
  next_payment_date: null,
  card: null,
};

/** A plan on the mock's books, listed on the account whose e-mail it has. */
export type MockPaymentPlan = AccountPaymentPlan & { email: string };

/**
 * Course payment plans (issue 48): a started plan is paid at once here (its first payment),
 * listed on the account of its e-mail with one payment made. `seeded` plans are there from the
 * start (a paused one for the paused-course screens); paying what is outstanding opens the
 * plan's course to its buyer, as the server does.
 */
export function createPaymentPlanMockHandlers(
  state: MockState,
  seeded: readonly MockPaymentPlan[] = [],
): HttpHandler[] {
  const { http, next, detail, currentUser, findCourse, enrolIn } = state;
  const plans: MockPaymentPlan[] = structuredClone([...seeded]);
  const paid = (plan: MockPaymentPlan, user: User) => {
    plan.status = "active";
    plan.instalments_paid = Math.min(plan.instalments_paid + 1, plan.instalments);
    plan.paid_cents += plan.instalment_cents;
    plan.remaining_cents = Math.max(0, plan.remaining_cents - plan.instalment_cents);
    enrolIn(user, plan.course_id);
  };
  const ownPlan = (request: Request, id: number) => {
    const user = currentUser(request);
    return user ? plans.find((plan) => plan.id === id && plan.email === user.email) : undefined;
  };
  return [
    http.post("/payment-plans", async ({ request, response }) => {
      const body = await request.json();
      const course = findCourse(body.course_id);
      const offered = catalogueWithPaymentPlans().products.find(
        (product) => product.course_id === body.course_id,
      )?.payment_plan;
      if (!course || !offered) return response(404).json(detail("Course not found"));
      const id = next();
      plans.push({
        id,
        email: body.email,
        course_id: course.id,
        // As the seed's catalogue: All In One + Mentorship opens courses 1 and 2 too.
        opens_course_ids: course.id === 3 ? [1, 2, 3] : [course.id],
        name: course.name,
        status: "active",
        instalments: offered.instalments,
        instalments_paid: 1,
        instalment_cents: offered.instalment_cents,
        paid_cents: offered.instalment_cents,
        remaining_cents: offered.instalment_cents * (offered.instalments - 1),
        currency: "usd",
        next_payment_date: "2027-01-07T00:00:00.000Z",
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
      });
      return response(200).json({
        client_secret: `pi_mock_${id}_secret_mock`,
        payment_intent_id: `pi_mock_${id}`,
        instalments: offered.instalments,
        instalment_cents: offered.instalment_cents,
        currency: "usd",
      });
    }),
    http.get("/account/payment-plans", ({ request, response }) => {
      const user = currentUser(request);
      if (!user) return response(401).json(detail("Not authenticated"));
      return response(200).json(
        plans.filter((plan) => plan.email === user.email).map(({ email: _, ...plan }) => plan),
      );
    }),
    http.post("/account/payment-plans/{planId}/setup-intent", ({ request, params, response }) => {
      const plan = ownPlan(request, Number(params.planId));
      if (!plan) return response(404).json(detail("Payment plan not found"));
      return response(200).json({
        client_secret: `seti_mock_${plan.id}_secret_mock`,
        setup_intent_id: `seti_mock_${plan.id}`,
      });
    }),
    http.post("/account/payment-plans/{planId}/pay", ({ request, params, response }) => {
      const user = currentUser(request);
      const plan = ownPlan(request, Number(params.planId));
      if (!plan || !user) return response(404).json(detail("Payment plan not found"));
      if (plan.status !== "paused" && plan.status !== "past_due")
        return response(409).json(detail("Nothing is outstanding on this payment plan."));
      paid(plan, user);
      return response(200).json({ message: "Payment received. Your course is open." });
    }),
    http.post("/account/payment-plans/{planId}/payment", ({ request, params, response }) => {
      const plan = ownPlan(request, Number(params.planId));
      if (!plan) return response(404).json(detail("Payment plan not found"));
      if (plan.status !== "paused")
        return response(409).json(detail("Nothing is outstanding on this payment plan."));
      return response(200).json({
        client_secret: `pi_mock_resume_${plan.id}_secret_mock`,
        payment_intent_id: `pi_mock_resume_${plan.id}`,
      });
    }),
    // The mock's Stripe has always confirmed by now: the plan goes on.
    http.post(
      "/account/payment-plans/{planId}/payment/confirm",
      ({ request, params, response }) => {
        const user = currentUser(request);
        const plan = ownPlan(request, Number(params.planId));
        if (!plan || !user) return response(404).json(detail("Payment plan not found"));
        // A replay of a confirmation already counted finds nothing outstanding: paid once.
        if (plan.status === "paused") paid(plan, user);
        return response(200).json({ message: "Payment received. Your course is open." });
      },
    ),
  ];
}
