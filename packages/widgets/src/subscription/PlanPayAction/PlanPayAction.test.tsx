import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import {
  CHALLENGE_BUTTON,
  createFakeStripe,
  TEST_CARDS,
} from "../../shared/payments/testing/fakeStripe.ts";
import { axeViolations, createTestClient, TEST_API, TestProviders } from "../../shared/testing.tsx";
import { SUBSCRIPTION_TEXT } from "../constants.ts";
import { PAYMENT_PLAN_TEXT as TEXT } from "../paymentPlanText.ts";
import { payPausedPlan } from "../planOperations.ts";
import { PlanPayAction } from "./PlanPayAction.tsx";

const SECRET = "pi_resume9_secret_abc";

/** The paused plan 7's payment on a mock server: the secret, then the confirmation's answer. */
function setup(confirmStatus = 200) {
  const confirmed = vi.fn();
  const { client } = createTestClient({
    overrides: [
      http.post(`${TEST_API}/account/payment-plans/7/payment`, () =>
        HttpResponse.json({ client_secret: SECRET, payment_intent_id: "pi_resume9" }),
      ),
      http.post(`${TEST_API}/account/payment-plans/7/payment/confirm`, () => {
        confirmed();
        return confirmStatus === 200
          ? HttpResponse.json({ message: TEXT.paymentReceived })
          : HttpResponse.json({ detail: "Your card was declined." }, { status: confirmStatus });
      }),
    ],
  });
  const fake = createFakeStripe();
  const notify = vi.fn();
  const onChanged = vi.fn();
  render(
    <TestProviders client={client}>
      <PlanPayAction
        plan={{ instalment_cents: 24_925, currency: "usd" }}
        payWithCard={payPausedPlan(client, 7)}
        notify={notify}
        onChanged={onChanged}
        loadStripe={() => Promise.resolve(fake.stripe)}
      />
    </TestProviders>,
  );
  return { user: userEvent.setup(), fake, notify, onChanged, confirmed };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.click(screen.getByRole("button", { name: TEXT.pay("$249.25") }));
  const dialog = await screen.findByRole("dialog", { name: SUBSCRIPTION_TEXT.updateDialog.title });
  const box = await within(dialog).findByRole("textbox", { name: "Card number" });
  await user.type(box, card);
  await user.keyboard("{Enter}");
  return dialog;
}

describe("PlanPayAction with payPausedPlan", () => {
  it("confirms the outstanding payment on-session, the 3-D Secure challenge in between", async () => {
    const { user, fake, notify, onChanged, confirmed } = setup();
    const opener = screen.getByRole("button", { name: TEXT.pay("$249.25") });
    expect(await axeViolations(document.body)).toEqual([]);
    await typeCard(user, TEST_CARDS.authenticates);
    const challenge = await screen.findByRole("button", { name: CHALLENGE_BUTTON });
    await waitFor(() => expect(challenge).toHaveFocus());
    // Nothing is reported paid before the challenge is passed.
    expect(confirmed).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notify).toHaveBeenCalledWith("success", TEXT.paymentReceived));
    expect(fake.confirmed).toEqual([SECRET]);
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("keeps the dialog open with the server's refusal when the payment did not go through", async () => {
    const { user, notify, onChanged } = setup(402);
    const dialog = await typeCard(user, TEST_CARDS.succeeds);
    expect(await within(dialog).findByText(/Your card was declined/)).toBeVisible();
    expect(notify).not.toHaveBeenCalledWith("success", expect.anything());
    expect(onChanged).not.toHaveBeenCalled();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
