import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { DISCORD_TIERS } from "../shared/discordTiers.ts";
import { createFakeStripe, TEST_CARDS } from "../shared/payments/testing/fakeStripe.ts";
import { subscriptionPreviewHandler } from "../shared/PromotionCode/testing.ts";
import { axeViolations, createTestClient, TEST_API, TestProviders } from "../shared/testing.tsx";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import { DiscordJoinModal } from "./DiscordJoinModal.tsx";

// Issue 48: a code the preview accepted, refused when paying (used up or deactivated since, at
// our end or the provider's): the buyer reads the server's reason, not the spec's generic
// "Failed to create payment intent", and keeps what they typed.
const [PRO] = DISCORD_TIERS;

function setup(intentAnswer: { status: number; detail: string }) {
  const { client, requests } = createTestClient({
    overrides: [
      subscriptionPreviewHandler(TEST_API, "PRO10", 10),
      http.post(`${TEST_API}/discord/create-subscription-intent`, () =>
        HttpResponse.json({ detail: intentAnswer.detail }, { status: intentAnswer.status }),
      ),
    ],
  });
  const fake = createFakeStripe();
  const onJoined = vi.fn();
  const onFailed = vi.fn();
  render(
    <TestProviders client={client}>
      <DiscordJoinModal
        open
        onOpenChange={() => {}}
        tier={PRO ?? DISCORD_TIERS[0]}
        billingCycle="monthly"
        loadStripe={() => Promise.resolve(fake.stripe)}
        onJoined={onJoined}
        onFailed={onFailed}
        promotionCode="PRO10"
      />
    </TestProviders>,
  );
  const sent = (path: string) => requests.filter((request) => request.url.endsWith(path));
  return { user: userEvent.setup(), sent, fake, onJoined, onFailed };
}

async function fillInAndJoin(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole("dialog", { name: TEXT.title });
  await within(dialog).findByText("PRO10 applied: -$19.70. New price: $177.30");
  await user.type(within(dialog).getByLabelText(/^Full Name/), "Pat Member");
  await user.type(within(dialog).getByLabelText(/^Email/), "pat.member@example.com");
  await user.type(
    await within(dialog).findByRole("textbox", { name: "Card number" }),
    TEST_CARDS.succeeds,
  );
  await user.click(within(dialog).getByRole("button", { name: TEXT.join("$197") }));
  return dialog;
}

describe("DiscordJoinModal when the code is refused at purchase", () => {
  it("shows the server's reason for a code used up since, and keeps the typed details", async () => {
    const usedUp = "This promotion code has been used the maximum number of times.";
    const { user, sent, fake, onJoined, onFailed } = setup({ status: 409, detail: usedUp });
    const dialog = await fillInAndJoin(user);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(usedUp));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(usedUp);
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue("Pat Member");
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue("pat.member@example.com");
    expect(await sent("/discord/create-subscription-intent")[0]?.json()).toMatchObject({
      promotion_code: "PRO10",
    });
    expect(fake.confirmed).toEqual([]);
    expect(onJoined).not.toHaveBeenCalled();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("shows a 422's reason (deactivated at the provider) instead of the spec's generic words", async () => {
    const inactive = "This promotion code is no longer active.";
    const { user, onFailed } = setup({ status: 422, detail: inactive });
    const dialog = await fillInAndJoin(user);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(inactive));
    expect(within(dialog).queryByText(TEXT.intentFailed)).toBeNull();
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue("Pat Member");
  });

  it("keeps the spec's words when the server itself fails", async () => {
    const { user, onFailed } = setup({ status: 500, detail: "Internal server error" });
    await fillInAndJoin(user);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(TEXT.intentFailed));
  });
});
