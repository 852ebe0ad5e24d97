import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestClient } from "../shared/testing.tsx";
import { createFakeStripe, TEST_CARDS } from "../shared/payments/testing/fakeStripe.ts";
import { DISCORD_JOIN_TEXT as TEXT } from "./constants.ts";
import { mountDiscordJoin, type MountedDiscordJoin } from "./mount.tsx";

let mounted: MountedDiscordJoin | null = null;

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.replaceChildren();
});

function mountWidget(options: Parameters<typeof mountDiscordJoin>[1] = {}) {
  const host = document.createElement("div");
  document.body.append(host);
  const { client } = createTestClient();
  const { stripe } = createFakeStripe();
  act(() => {
    mounted = mountDiscordJoin(host, {
      client,
      shadow: false,
      loadStripe: () => Promise.resolve(stripe),
      ...options,
    });
  });
  return mounted as unknown as MountedDiscordJoin;
}

describe("mountDiscordJoin", () => {
  it("stays closed until open(tier, cycle), which chooses the tier and billing cycle", async () => {
    const widget = mountWidget();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => widget.open("community", "yearly"));
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(
      await within(dialog).findByRole("button", { name: "Join for $997" }),
    ).toBeInTheDocument();
    act(() => widget.close());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("toasts the success message itself and tells the page", async () => {
    const onJoined = vi.fn();
    mountWidget({ open: true, tier: "pro", billingCycle: "monthly", onJoined });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Full Name/), "Pat Member");
    await user.type(screen.getByLabelText(/^Email/), "pat.member@example.com");
    await user.type(
      await screen.findByRole("textbox", { name: "Card number" }),
      TEST_CARDS.succeeds,
    );
    await user.click(screen.getByRole("button", { name: "Join for $197" }));
    const message = TEXT.success("Pro");
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(message));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});
