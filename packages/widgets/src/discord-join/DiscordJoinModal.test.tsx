import { useSession, type BillingCycle, type User } from "@academy/api";
import { mockUsers } from "@academy/api/mocks";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse, type HttpHandler } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, createTestClient, TEST_API, TestProviders } from "../shared/testing.tsx";
import {
  createFakeStripe,
  DECLINE_MESSAGE,
  TEST_CARDS,
} from "../shared/payments/testing/fakeStripe.ts";
import { TEST_MODE_TEXT } from "../shared/payments/TestModeNotice.tsx";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import { DISCORD_TIERS } from "../shared/discordTiers.ts";
import { DiscordJoinModal } from "./DiscordJoinModal.tsx";
import { subscriptionPreviewHandler } from "../shared/PromotionCode/testing.ts";
import { typeGuestAndCard } from "../shared/payments/testing/checkoutForm.ts";

const [PRO, COMMUNITY] = DISCORD_TIERS;

const discordSales = (open: boolean) =>
  http.get(`${TEST_API}/payments/config`, () =>
    HttpResponse.json({
      publishable_key: "pk_test_mock",
      stripe_js_url: null,
      test_mode: true,
      sales: { courses: true, calculator: "open", discord: open },
    }),
  );

function setup(
  options: {
    salesOpen?: boolean;
    user?: User;
    tier?: typeof PRO;
    cycle?: BillingCycle;
    holdConfirmation?: Promise<void>;
    overrides?: HttpHandler[];
    promotionCode?: string;
  } = {},
) {
  const { client, requests } = createTestClient({
    user: options.user,
    overrides: [...(options.overrides ?? []), discordSales(options.salesOpen ?? true)],
  });
  const fake = createFakeStripe({ holdConfirmation: options.holdConfirmation });
  const loadStripe = vi.fn(() => Promise.resolve(fake.stripe));
  const onJoined = vi.fn();
  const onFailed = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    const session = useSession();
    return (
      <>
        <p>{open ? "open" : "closed"}</p>
        <p>{session.user ? `signed in as ${session.user.email}` : "signed out"}</p>
        <DiscordJoinModal
          open={open}
          onOpenChange={setOpen}
          tier={options.tier ?? PRO}
          billingCycle={options.cycle ?? "yearly"}
          loadStripe={loadStripe}
          onJoined={onJoined}
          onFailed={onFailed}
          {...(options.promotionCode ? { promotionCode: options.promotionCode } : {})}
        />
      </>
    );
  }
  render(
    <TestProviders client={client}>
      <Harness />
    </TestProviders>,
  );
  const sent = (path: string) => requests.filter((request) => request.url.endsWith(path));
  return { user: userEvent.setup(), onJoined, onFailed, loadStripe, sent, fake };
}

const fillIn = (user: UserEvent, card: string, fullName = "Pat Member") =>
  typeGuestAndCard(user, { fullName, email: "pat.member@example.com" }, card);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DiscordJoinModal", () => {
  it("shows the order summary, what happens next and the price on the button", async () => {
    setup({ tier: PRO, cycle: "yearly" });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(within(dialog).getByText(TEXT.orderSummary)).toBeVisible();
    expect(within(dialog).getByText("Pro")).toBeVisible();
    expect(within(dialog).getByText("Yearly")).toBeVisible();
    expect(within(dialog).getByText(TEXT.nextTitle)).toBeVisible();
    expect(within(dialog).getByText(TEXT.card)).toBeVisible();
    // The price is the plan catalogue's (GET /catalogue/plans), in the total and on the button.
    const join = await within(dialog).findByRole("button", { name: "Join for $1,997" });
    expect(within(dialog).getByText("$1,997/year")).toBeVisible();
    // Disabled while a field is blank (§5).
    await screen.findByRole("textbox", { name: "Card number" });
    expect(join).toBeDisabled();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("while Discord sales are closed says Coming Soon, keeps the button disabled and loads no Stripe", async () => {
    const { loadStripe } = setup({ salesOpen: false, tier: COMMUNITY, cycle: "monthly" });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(await within(dialog).findByText(TEXT.salesClosed)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Join for $97" })).toBeDisabled();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("pays, registers the membership, closes and reports the spec's success message", async () => {
    const { user, onJoined, sent, fake } = setup({ tier: PRO, cycle: "yearly" });
    await fillIn(user, TEST_CARDS.succeeds, "  Pat Member ");
    await user.click(screen.getByRole("button", { name: "Join for $1,997" }));

    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(onJoined).toHaveBeenCalledWith(
      "Payment successful! Welcome to the Pro tier. Check your email for the Discord invite link.",
    );
    expect(await sent("/discord/create-subscription-intent")[0]?.json()).toEqual({
      tier: "pro",
      billing_cycle: "yearly",
      amount: 199_700,
      email: "pat.member@example.com",
      name: "Pat Member",
      attempt_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(fake.confirmed).toHaveLength(1);
    expect(await sent("/discord/subscribe")[0]?.json()).toEqual({
      payment_intent_id: expect.stringMatching(/^pi_/),
      client_secret: expect.stringMatching(/_secret_/),
      tier: "pro",
      billing_cycle: "yearly",
      email: "pat.member@example.com",
      full_name: "Pat Member",
    });
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("keeps a guest whose payment created the account signed in with the purchase session (issue 50)", async () => {
    const { user, onJoined } = setup({ tier: COMMUNITY, cycle: "monthly" });
    expect(screen.getByText("signed out")).toBeInTheDocument();
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $97" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("signed in as pat.member@example.com")).toBeInTheDocument();
  });

  it("never signs in a guest whose e-mail already had an account (no token in the answer)", async () => {
    const existing = http.post(`${TEST_API}/discord/subscribe`, () =>
      HttpResponse.json({
        subscription: {
          id: 7,
          tier: "pro",
          status: "active",
          amount_cents: 19_700,
          billing_cycle: "monthly",
          current_period_start: "2026-12-01T00:00:00.000Z",
          current_period_end: "2027-01-01T00:00:00.000Z",
          next_billing_date: "2027-01-01T00:00:00.000Z",
          cancel_at_period_end: false,
        },
        existing_account: true,
        login_required: true,
      }),
    );
    const { user, onJoined } = setup({ cycle: "monthly", overrides: [existing] });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $197" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(screen.getByText("signed out")).toBeInTheDocument();
  });

  it("shows the processing notice and cannot be closed while processing", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, onJoined } = setup({ holdConfirmation: held, cycle: "monthly" });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $197" }));

    expect(await screen.findByText(TEXT.processingNotice)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: TEXT.title })).toBeInTheDocument();
    expect(screen.getByText("open")).toBeInTheDocument();
    release();
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
  });

  it("answers a declined card in the spec's words at the card and in the focused summary, and registers nothing", async () => {
    const { user, onFailed, sent } = setup();
    await fillIn(user, TEST_CARDS.declined);
    await user.click(screen.getByRole("button", { name: "Join for $1,997" }));
    expect(await screen.findByRole("link", { name: TEXT.paymentFailed })).toBeVisible();
    const summary = screen.getByRole("heading", { name: "There is a problem" });
    await waitFor(() => expect(summary.closest("[tabindex='-1']")).toHaveFocus());
    expect(screen.getByRole("group", { name: TEXT.card })).toHaveAccessibleDescription(
      TEXT.paymentFailed,
    );
    expect(screen.queryByText(DECLINE_MESSAGE)).toBeNull();
    expect(onFailed).toHaveBeenCalledWith(TEXT.paymentFailed);
    expect(await axeViolations(screen.getByRole("dialog", { name: TEXT.title }))).toEqual([]);
    expect(sent("/discord/subscribe")).toHaveLength(0);
  });

  it.each([
    ["/discord/create-subscription-intent", TEXT.intentFailed],
    ["/discord/subscribe", TEXT.subscriptionFailed],
  ])("answers a refused %s with %s", async (path, message) => {
    const { user, onFailed } = setup({
      overrides: [
        http.post(`${TEST_API}${path}`, () =>
          HttpResponse.json({ detail: "Refused" }, { status: 400 }),
        ),
      ],
    });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $1,997" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(onFailed).toHaveBeenCalledWith(message);
  });

  it("tells an e-mail that already holds a membership what the server says (409)", async () => {
    const detail = "This e-mail already has a Discord membership. Manage it from the portal.";
    const { user, onFailed, fake } = setup({
      overrides: [
        http.post(`${TEST_API}/discord/create-subscription-intent`, () =>
          HttpResponse.json({ detail }, { status: 409 }),
        ),
      ],
    });
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $1,997" }));
    expect(await screen.findByText(detail)).toBeVisible();
    expect(onFailed).toHaveBeenCalledWith(detail);
    expect(fake.confirmed).toHaveLength(0);
  });

  it("refuses a name of spaces with the required-fields message and sends nothing", async () => {
    const { user, onFailed, sent } = setup();
    await fillIn(user, TEST_CARDS.succeeds, "   ");
    await user.click(screen.getByRole("button", { name: "Join for $1,997" }));
    expect(await screen.findByText(TEXT.required)).toBeVisible();
    expect(onFailed).toHaveBeenCalledWith(TEXT.required);
    expect(sent("/discord/create-subscription-intent")).toHaveLength(0);
  });

  it("shows the test-mode notice whenever the server is in test mode", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(await within(dialog).findByText(TEST_MODE_TEXT.notice)).toBeVisible();
  });

  it("has a signed-in member pay for their own account, its e-mail shown and not editable", async () => {
    const { user, sent } = setup({ user: mockUsers.newcomer, cycle: "monthly" });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(await within(dialog).findByText(mockUsers.newcomer.email)).toBeVisible();
    expect(within(dialog).queryByRole("textbox", { name: /^Email/ })).toBeNull();
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(screen.getByRole("button", { name: "Join for $197" }));
    await screen.findByText("closed");
    expect(await sent("/discord/subscribe")[0]?.json()).toMatchObject({
      email: mockUsers.newcomer.email,
    });
  });
  it("applies a ?code= link's code: the server's first payment in the total, the code with the purchase", async () => {
    const { user, onJoined, sent } = setup({
      tier: PRO,
      cycle: "yearly",
      promotionCode: "PRO10",
      overrides: [subscriptionPreviewHandler(TEST_API, "PRO10", 10)],
    });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(within(dialog).getByRole("textbox", { name: TEXT.promotionCode })).toHaveValue("PRO10");
    expect(
      await within(dialog).findByText("PRO10 applied: -$199.70. New price: $1,797.30"),
    ).toBeVisible();
    expect(within(dialog).getByText("First payment $1,797.30, then $1,997/year")).toBeVisible();
    const previewed = sent("/promotion-codes/PRO10?product=discord%3Apro&billing_cycle=yearly");
    expect(previewed).toHaveLength(1);
    expect(await axeViolations(dialog)).toEqual([]);
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $1,997" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(await sent("/discord/create-subscription-intent")[0]?.json()).toMatchObject({
      tier: "pro",
      promotion_code: "PRO10",
    });
  });

  it("shows a refused code's reason, keeps the list price and sends no code", async () => {
    const { user, sent } = setup({
      tier: PRO,
      cycle: "monthly",
      promotionCode: "NOPE",
      overrides: [subscriptionPreviewHandler(TEST_API, "PRO10", 10)],
    });
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(await within(dialog).findByText("This promotion code does not exist.")).toBeVisible();
    expect(within(dialog).getByText("$197/month")).toBeVisible();
    // By keyboard: a code typed into the field is applied with Enter.
    const field = within(dialog).getByRole("textbox", { name: TEXT.promotionCode });
    await user.clear(field);
    await user.type(field, "pro10{Enter}");
    expect(await within(dialog).findByText("First payment $177.30, then $197/month")).toBeVisible();
    await user.clear(field);
    await user.type(field, "NOPE");
    expect(within(dialog).getByText("$197/month")).toBeVisible();
    await fillIn(user, TEST_CARDS.succeeds);
    await user.click(screen.getByRole("button", { name: "Join for $197" }));
    await waitFor(() => expect(sent("/discord/create-subscription-intent")).toHaveLength(1));
    expect(await sent("/discord/create-subscription-intent")[0]?.json()).not.toHaveProperty(
      "promotion_code",
    );
  });

  it("shows no code field without a code link, as the spec's modal", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(await within(dialog).findByRole("button", { name: "Join for $1,997" })).toBeVisible();
    expect(within(dialog).queryByRole("textbox", { name: TEXT.promotionCode })).toBeNull();
  });
});
