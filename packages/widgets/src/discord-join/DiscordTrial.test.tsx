import { planCatalogueWithTrials } from "@academy/api/mocks";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse, type HttpHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { DISCORD_TIERS } from "../shared/discordTiers.ts";
import { createFakeStripe, TEST_CARDS } from "../shared/payments/testing/fakeStripe.ts";
import { axeViolations, createTestClient, TEST_API, TestProviders } from "../shared/testing.tsx";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import { DiscordJoinModal } from "./DiscordJoinModal.tsx";
import { typeGuestAndCard } from "../shared/payments/testing/checkoutForm.ts";

// Issue 48: the Discord tiers' free trial, a setting (DISCORD_TRIAL_DAYS) off by default.
const [PRO] = DISCORD_TIERS;
const withTrial = http.get(`${TEST_API}/catalogue/plans`, () =>
  HttpResponse.json(planCatalogueWithTrials({ discord: 14 })),
);

function setup(overrides: HttpHandler[]) {
  const { client, requests } = createTestClient({ overrides });
  const fake = createFakeStripe();
  const onJoined = vi.fn();
  render(
    <TestProviders client={client}>
      <DiscordJoinModal
        open
        onOpenChange={() => {}}
        tier={PRO ?? DISCORD_TIERS[0]}
        billingCycle="monthly"
        loadStripe={() => Promise.resolve(fake.stripe)}
        onJoined={onJoined}
      />
    </TestProviders>,
  );
  const sent = (path: string) => requests.filter((request) => request.url.endsWith(path));
  return { user: userEvent.setup(), sent, fake, onJoined };
}

const fillIn = (user: UserEvent) =>
  typeGuestAndCard(
    user,
    { fullName: "Pat Member", email: "pat.member@example.com" },
    TEST_CARDS.succeeds,
  );

describe("DiscordJoinModal with a free trial", () => {
  it("says the trial on the button and under it, saves the card and welcomes the trial", async () => {
    const { user, sent, fake, onJoined } = setup([
      withTrial,
      http.post(`${TEST_API}/discord/create-subscription-intent`, () =>
        HttpResponse.json({
          client_secret: "seti_join1_secret_abc",
          customer_id: "cus_1",
          confirm: "setup",
          trial_days: 14,
        }),
      ),
    ]);
    await fillIn(user);
    const button = await screen.findByRole("button", { name: "14 days free, then $197/month" });
    expect(screen.getByText(TEXT.trialNote(14, "monthly", "$197"))).toBeVisible();
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(TEXT.trialSuccess(PRO?.name ?? "")));
    expect(fake.confirmed).toEqual(["seti_join1_secret_abc"]);
    expect(await sent("/discord/create-subscription-intent")[0]?.json()).toMatchObject({
      amount: 19_700,
      trial: true,
    });
    expect(await sent("/discord/subscribe")[0]?.json()).toMatchObject({
      payment_intent_id: "seti_join1",
    });
  });

  it("after the card is saved, says the card had its trial and offers today's price", async () => {
    const cardUsed =
      "This card has already had a free trial, so this trial was ended and nothing was charged. Subscribe at today's price instead.";
    let starts = 0;
    const { user, sent, fake, onJoined } = setup([
      withTrial,
      http.post(`${TEST_API}/discord/create-subscription-intent`, () => {
        starts += 1;
        return HttpResponse.json(
          starts === 1
            ? { client_secret: "seti_used2_secret_abc", confirm: "setup", trial_days: 14 }
            : { client_secret: "pi_paid3_secret_abc", confirm: "payment" },
        );
      }),
      http.post(`${TEST_API}/discord/subscribe`, () =>
        starts === 1
          ? HttpResponse.json({ detail: cardUsed, action: "no_trial" }, { status: 409 })
          : undefined,
      ),
    ]);
    await fillIn(user);
    await user.click(await screen.findByRole("button", { name: "14 days free, then $197/month" }));
    expect(await screen.findByText(cardUsed)).toBeVisible();
    expect(onJoined).not.toHaveBeenCalled();
    const spec = await screen.findByRole("button", { name: TEXT.join("$197") });
    expect(screen.queryByText(TEXT.trialNote(14, "monthly", "$197"))).toBeNull();
    await user.click(spec);
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(await sent("/discord/create-subscription-intent")[1]?.json()).not.toHaveProperty(
      "trial",
    );
    expect(fake.confirmed).toEqual(["seti_used2_secret_abc", "pi_paid3_secret_abc"]);
  });

  it("without the setting shows the spec's button and no trial words", async () => {
    setup([]);
    expect(await screen.findByRole("button", { name: TEXT.join("$197") })).toBeInTheDocument();
    expect(screen.queryByText(/free/i)).toBeNull();
  });
});
