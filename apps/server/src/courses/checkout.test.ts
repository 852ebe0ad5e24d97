import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { mailTo, settle } from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("enrols a buyer who pays on the hosted checkout page", async () => {
  const email = "hosted@example.com";
  const created = await t.app.inject({
    method: "POST",
    url: "/api/payments/create-checkout-session",
    payload: {
      course_id: 2,
      email,
      full_name: "Hosted Buyer",
      success_url: "http://academy.test/course/2?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://academy.test/nasclaprep",
    },
  });
  expect(created.statusCode).toBe(200);
  const session = created.json<{ session_id: string; url: string }>();
  const path = new URL(session.url).pathname;
  expect(path).toBe(`/api/stripe-standin/checkout/${session.session_id}`);
  const pageHtml = await t.app.inject({ method: "GET", url: path });
  expect(pageHtml.body).toContain("Pay $997.00");
  const form = (number: string) => ({
    method: "POST" as const,
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `number=${number}&exp=12%2F34&cvc=123`,
  });
  const declined = await t.app.inject(form("4000000000000002"));
  expect(declined.statusCode).toBe(402);
  expect(declined.body).toContain("Your card was declined.");
  const paid = await t.app.inject(form("4242424242424242"));
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`http://academy.test/course/2?session=${session.session_id}`);
  await settle(t.app);
  const rows = await t.app.services.db
    .selectFrom("payments")
    .selectAll()
    .where("buyer_email", "=", email)
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ method: "checkout", status: "succeeded", card_last4: "4242" });
  expect((await mailTo(t.app, email)).map((m) => m.subject)).toEqual([
    "Your Academy account",
    "Your receipt: General Contractor Licensing Course",
  ]);
});
