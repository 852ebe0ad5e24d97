import { act, render, screen, waitFor, within } from "@testing-library/react";
import type { ApiClient, User } from "@academy/api";
import { catalogueWithPaymentPlans, mockUsers } from "@academy/api/mocks";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse, type HttpHandler } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  axeViolations,
  createTestClient,
  holdTimers,
  TEST_API,
  TestProviders,
} from "../shared/testing.tsx";
import { FIELD_MESSAGES } from "../shared/fieldValidation.ts";
import { ENROL_MODAL_TEXT as TEXT, POST_ENROL_NAVIGATE_MS } from "./constants.ts";
import { EnrolModal, type EnrolModalProps } from "./EnrolModal.tsx";
import {
  CHALLENGE_BUTTON,
  createFakeStripe,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../shared/payments/testing/fakeStripe.ts";
import { BUYER_TEXT } from "../shared/payments/SignedInBuyer/SignedInBuyer.tsx";
import type { StripeLoader } from "../shared/payments/usePaymentsSetup.ts";
import { typeGuestAndCard } from "../shared/payments/testing/checkoutForm.ts";

const COURSE = { id: 2, title: "General Contractor Licensing Course" };
const PAY = TEXT.pay("$997");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function Harness(props: Omit<EnrolModalProps, "open" | "onOpenChange" | "course">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <EnrolModal {...props} course={COURSE} open={open} onOpenChange={setOpen} />
    </>
  );
}

const EXISTING =
  "You already have an account: the course has been added to it. Sign in with your password to open it.";

function setup(
  options: {
    coursesOnSale?: boolean;
    testMode?: boolean;
    holdConfirmation?: Promise<void>;
    overrides?: HttpHandler[];
    user?: User;
    promotionCode?: string;
  } = {},
) {
  const { client, requests } = createTestClient({
    user: options.user,
    testMode: options.testMode ?? true,
    coursesOnSale: options.coursesOnSale ?? true,
    overrides: options.overrides ?? [],
  });
  const fake = createFakeStripe({ holdConfirmation: options.holdConfirmation });
  const loadStripe = vi.fn(() => Promise.resolve(fake.stripe));
  const navigate = vi.fn();
  const onEnrolled = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders client={client}>
      <Harness
        navigate={navigate}
        onEnrolled={onEnrolled}
        loadStripe={loadStripe}
        {...(options.promotionCode ? { promotionCode: options.promotionCode } : {})}
      />
    </TestProviders>,
  );
  const sent = (path: string) => requests.filter((request) => request.url.endsWith(path));
  return { user, navigate, onEnrolled, sent, fake, loadStripe, client };
}

// Spaces around the details: the form trims them.
const fillIn = (user: UserEvent, card: string) =>
  typeGuestAndCard(user, { fullName: "  New Learner ", email: "new.learner@example.com " }, card);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EnrolModal", () => {
  it("says enrolment is not available while courses are not on sale, and loads no Stripe", async () => {
    const { loadStripe } = setup({ coursesOnSale: false });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(await within(dialog).findByText(TEXT.paymentsDisabled)).toBeInTheDocument();
    expect(within(dialog).getByText("$997")).toBeInTheDocument();
    // Nothing to pay with: no card field loading forever, no pay button.
    expect(within(dialog).queryByText(TEXT.cardLoading)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: PAY })).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("shows the test-mode notice in test mode only", async () => {
    setup({ testMode: true });
    expect(await screen.findByText(TEXT.testModeNotice)).toBeVisible();
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
  });

  it("has no test-mode notice with live keys", async () => {
    setup({ testMode: false });
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(screen.queryByText(TEXT.testModeNotice)).not.toBeInTheDocument();
  });

  it("answers an empty submit with a focused error summary and the same words at each field", async () => {
    const { user, sent } = setup();
    await screen.findByRole("textbox", { name: "Card number" });
    await user.type(screen.getByLabelText(/^Full Name/), "   ");
    await user.click(await screen.findByRole("button", { name: PAY }));

    const summary = await screen.findByRole("heading", { name: "There is a problem" });
    await waitFor(() => expect(summary.closest("[tabindex='-1']")).toHaveFocus());
    expect(screen.getByText(TEXT.required)).toBeVisible();
    for (const message of [
      FIELD_MESSAGES.fullNameMissing,
      FIELD_MESSAGES.emailMissing,
      TEXT.cardMissing,
    ]) {
      expect(screen.getByRole("link", { name: message })).toBeVisible();
    }
    expect(screen.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(
      FIELD_MESSAGES.fullNameMissing,
    );
    await user.click(screen.getByRole("link", { name: FIELD_MESSAGES.emailMissing }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(sent("/payments/create-intent")).toHaveLength(0);
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
  });

  it("pays, enrols, closes, runs the callback, then goes to the course after 200 ms", async () => {
    const timers = holdTimers(POST_ENROL_NAVIGATE_MS);
    const { user, navigate, onEnrolled, sent, fake } = setup();
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: PAY }));

    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
    expect(onEnrolled.mock.calls[0]?.[0].message).toBe(
      `${TEXT.paymentSuccess} ${TEXT.tempPasswordNote}`,
    );
    const [intent] = sent("/payments/create-intent");
    const body: unknown = await intent?.json();
    expect(body).toEqual({
      course_id: 2,
      name: "New Learner",
      email: "new.learner@example.com",
      attempt_id: expect.stringMatching(UUID),
    });
    expect(fake.confirmed).toHaveLength(1);
    // The paid intent's id goes with the enrolment: it proves this browser bought the course.
    expect(await sent("/enroll")[0]?.json()).toEqual({
      course_id: 2,
      email: "new.learner@example.com",
      full_name: "New Learner",
      payment_intent_id: expect.stringMatching(/^pi_/),
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
    });
    expect(screen.getByText("closed")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(timers.isHolding()).toBe(true));
    act(() => timers.release());
    expect(navigate).toHaveBeenCalledWith("/course/2");
  });

  it("applies a ?code= link's code: the server's price on the button, the code with the purchase", async () => {
    const { user, onEnrolled, sent } = setup({ promotionCode: "WELCOME10" });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(within(dialog).getByRole("textbox", { name: TEXT.promotionCode })).toHaveValue(
      "WELCOME10",
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "WELCOME10 applied: -$99.70. New price: $897.30",
    );
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: TEXT.pay("$897.30") }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
    expect(await sent("/payments/create-intent")[0]?.json()).toMatchObject({
      course_id: 2,
      promotion_code: "WELCOME10",
    });
  });

  it("shows no code field without a code link, as the spec's modal", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(await within(dialog).findByRole("button", { name: PAY })).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: TEXT.promotionCode })).toBeNull();
  });

  it("shows a refused code's reason at the field and keeps the full price", async () => {
    const { user, sent } = setup({ promotionCode: "NOPE" });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(await within(dialog).findByText("This promotion code does not exist.")).toBeVisible();
    expect(await within(dialog).findByRole("button", { name: PAY })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: PAY }));
    await waitFor(() => expect(sent("/payments/create-intent")).toHaveLength(1));
    expect(await sent("/payments/create-intent")[0]?.json()).not.toHaveProperty("promotion_code");
  });

  it("tells an existing account to sign in with its own password, and starts no session", async () => {
    const { user, onEnrolled, client } = setup({
      overrides: [
        http.post(`${TEST_API}/enroll`, () =>
          HttpResponse.json({
            access_token: null,
            refresh_token: null,
            user: mockUsers.newcomer,
            temp_password: null,
            existing_account: true,
            message: EXISTING,
          }),
        ),
      ],
    });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: PAY }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
    expect(onEnrolled.mock.calls[0]?.[0].message).toBe(`${TEXT.paymentSuccess} ${EXISTING}`);
    expect(client.tokenStore.getAccessToken()).toBeNull();
  });

  it("lets the 3-D Secure challenge outside the modal take focus and clicks, then enrols", async () => {
    const { user, onEnrolled } = setup();
    await fillIn(user, TEST_CARDS.authenticates);
    expect(document.body.style.pointerEvents).toBe("none");
    await user.click(screen.getByRole("button", { name: PAY }));
    const challenge = await screen.findByRole("button", { name: CHALLENGE_BUTTON });
    // The modal's focus trap would have pulled focus back, and its body lock blocked the click.
    await waitFor(() => expect(challenge).toHaveFocus());
    expect(document.body.style.pointerEvents).toBe("auto");
    await user.click(challenge);
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
  });

  it("shows the provider's decline at the card and in the focused summary, and enrols nobody", async () => {
    const { user, sent, onEnrolled } = setup();
    await fillIn(user, TEST_CARDS.declined);
    await user.click(screen.getByRole("button", { name: PAY }));

    expect(await screen.findByRole("link", { name: DECLINE_MESSAGE })).toBeVisible();
    const summary = screen.getByRole("heading", { name: "There is a problem" });
    await waitFor(() => expect(summary.closest("[tabindex='-1']")).toHaveFocus());
    expect(screen.getByRole("group", { name: TEXT.card })).toHaveAccessibleDescription(
      DECLINE_MESSAGE,
    );
    expect(sent("/enroll")).toHaveLength(0);
    expect(onEnrolled).not.toHaveBeenCalled();
    expect(screen.getByText("open")).toBeInTheDocument();
    // Open again and idle: the modal's own page lock is back.
    expect(document.body.style.pointerEvents).toBe("none");
  });

  it("keeps one purchase attempt per opening: a retry after a decline sends the same attempt id", async () => {
    const { user, sent } = setup();
    await fillIn(user, TEST_CARDS.declined);
    await user.click(screen.getByRole("button", { name: PAY }));
    await screen.findByRole("link", { name: DECLINE_MESSAGE });
    const card = screen.getByRole("textbox", { name: "Card number" });
    await user.clear(card);
    await user.type(card, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: PAY }));
    await screen.findByText("closed");
    const attempts = await Promise.all(
      sent("/payments/create-intent").map(async (request) => {
        const body: unknown = await request.json();
        return typeof body === "object" && body !== null && "attempt_id" in body
          ? body.attempt_id
          : null;
      }),
    );
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatch(UUID);
    expect(attempts[1]).toBe(attempts[0]);
  });

  it("charges once for a double click, and cannot be closed while processing", async () => {
    let release: () => void = () => undefined;
    const holdConfirmation = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, sent, fake } = setup({ holdConfirmation });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.dblClick(screen.getByRole("button", { name: PAY }));
    const processing = await screen.findByRole("button", { name: TEXT.processing });
    expect(processing).toHaveAttribute("aria-busy", "true");
    await user.click(processing);

    await user.keyboard("{Escape}");
    expect(screen.getByText("open")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();

    release();
    await screen.findByText("closed");
    expect(sent("/payments/create-intent")).toHaveLength(1);
    expect(fake.confirmed).toHaveLength(1);
    expect(sent("/enroll")).toHaveLength(1);
  });

  it("has a signed-in buyer pay for their own account, its e-mail shown and not editable", async () => {
    const { user, sent } = setup({ user: mockUsers.newcomer });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(await within(dialog).findByText(mockUsers.newcomer.email)).toBeVisible();
    expect(within(dialog).queryByRole("textbox", { name: /^Email/ })).toBeNull();
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(screen.getByRole("button", { name: PAY }));
    await screen.findByText("closed");
    expect(await sent("/enroll")[0]?.json()).toMatchObject({ email: mockUsers.newcomer.email });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("buys for another e-mail only after signing out, by an explicit choice", async () => {
    const { user, client } = setup({ user: mockUsers.newcomer });
    await user.click(await screen.findByRole("button", { name: BUYER_TEXT.another }));
    expect(await screen.findByRole("textbox", { name: /^Email/ })).toHaveValue("");
    expect(client.tokenStore.getAccessToken()).toBeNull();
  });

  it("tells an owner they already own the course and offers to open it, before any card field", async () => {
    const { user, navigate, loadStripe } = setup({ user: mockUsers.student });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(await within(dialog).findByText(TEXT.alreadyOwned)).toBeVisible();
    expect(within(dialog).queryByText(TEXT.cardLoading)).toBeNull();
    expect(within(dialog).queryByRole("textbox", { name: "Card number" })).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: TEXT.openCourse }));
    expect(navigate).toHaveBeenCalledWith("/course/2");
    expect(screen.getByText("closed")).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(1);
  });

  it("shows the server's detail when create-intent refuses (already owned, 409)", async () => {
    const { user } = setup({
      overrides: [
        http.post(`${TEST_API}/payments/create-intent`, () =>
          HttpResponse.json({ detail: "You already own this course." }, { status: 409 }),
        ),
      ],
    });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: PAY }));
    const summary = await screen.findByRole("heading", { name: "There is a problem" });
    expect(summary.closest("[tabindex='-1']")).toHaveTextContent("You already own this course.");
    // A signed-in owner's refusal offers no Log in: they are signed in.
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("offers a guest whose e-mail owns the course a Log in on this page, and charges nothing", async () => {
    const detail = "You already own this course. Log in to open it; nothing has been charged.";
    const { user, fake } = setup({
      overrides: [
        http.post(`${TEST_API}/payments/create-intent`, () =>
          HttpResponse.json({ detail, action: "log_in" }, { status: 409 }),
        ),
      ],
    });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: PAY }));
    const summary = await screen.findByRole("heading", { name: "There is a problem" });
    expect(summary.closest("[tabindex='-1']")).toHaveTextContent(detail);
    const logIn = screen.getByRole("link", { name: "Log in" });
    expect(logIn.getAttribute("href")).toMatch(/[?&]loginModal=true(&|#|$)/);
    expect(fake.confirmed).toEqual([]);
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
  });
});

describe("EnrolModal focus", () => {
  function Opener({ client, loadStripe }: { client: ApiClient; loadStripe: StripeLoader }) {
    const [open, setOpen] = useState(false);
    return (
      <TestProviders client={client}>
        <button type="button" onClick={() => setOpen(true)}>
          Enroll Now
        </button>
        <EnrolModal course={COURSE} open={open} onOpenChange={setOpen} loadStripe={loadStripe} />
      </TestProviders>
    );
  }

  it("gives focus back to the button that opened it when Escape closes it", async () => {
    const { client } = createTestClient({});
    const fake = createFakeStripe();
    const user = userEvent.setup();
    render(<Opener client={client} loadStripe={() => Promise.resolve(fake.stripe)} />);
    const opener = screen.getByRole("button", { name: "Enroll Now" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  describe("payment plans (issue 48)", () => {
    const plansOn = [
      http.get(`${TEST_API}/catalogue/plans`, () => HttpResponse.json(catalogueWithPaymentPlans())),
    ];
    const MONTHLY = TEXT.monthlyPayments(4, "$249.25");

    it("off (the spec's screen): the full price only, no choice of how to pay", async () => {
      setup();
      const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
      expect(await within(dialog).findByRole("button", { name: PAY })).toBeInTheDocument();
      expect(within(dialog).queryByRole("radiogroup", { name: TEXT.paymentChoice })).toBeNull();
      expect(within(dialog).queryByText(MONTHLY)).toBeNull();
    });

    it("on: pay in full or 4 monthly payments, the first one charged through a plan", async () => {
      const { user, onEnrolled, sent, fake } = setup({ overrides: plansOn });
      const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
      const choice = await within(dialog).findByRole("radiogroup", { name: TEXT.paymentChoice });
      expect(within(choice).getByRole("radio", { name: TEXT.payInFull })).toBeChecked();
      expect(within(dialog).getByText("$997")).toBeInTheDocument();
      expect(await axeViolations(dialog)).toEqual([]);
      await fillIn(user, TEST_CARDS.succeeds);
      await user.click(within(choice).getByRole("radio", { name: MONTHLY }));
      expect(within(choice).getByRole("radio", { name: MONTHLY })).toBeChecked();
      await user.click(screen.getByRole("button", { name: TEXT.pay("$249.25") }));
      await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
      expect(sent("/payments/create-intent")).toHaveLength(0);
      expect(await sent("/payment-plans")[0]?.json()).toEqual({
        course_id: 2,
        name: "New Learner",
        email: "new.learner@example.com",
        attempt_id: expect.stringMatching(UUID),
      });
      expect(fake.confirmed).toHaveLength(1);
      expect(await sent("/enroll")[0]?.json()).toMatchObject({
        course_id: 2,
        client_secret: expect.stringMatching(/^pi_.+_secret_/),
      });
    });

    it("on, chosen by keyboard: arrow keys move between the two ways to pay", async () => {
      const { user } = setup({ overrides: plansOn });
      const full = await screen.findByRole("radio", { name: TEXT.payInFull });
      full.focus();
      await user.keyboard("{ArrowRight}{Enter}");
      expect(screen.getByRole("radio", { name: MONTHLY })).toBeChecked();
      expect(await screen.findByRole("button", { name: TEXT.pay("$249.25") })).toBeInTheDocument();
    });

    it("keeps a ?code= link's purchase to the full price (a code prices no plan)", async () => {
      setup({ overrides: plansOn, promotionCode: "WELCOME10" });
      const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
      expect(await within(dialog).findByRole("status")).toHaveTextContent("WELCOME10 applied");
      expect(within(dialog).queryByRole("radiogroup", { name: TEXT.paymentChoice })).toBeNull();
    });
  });
});
