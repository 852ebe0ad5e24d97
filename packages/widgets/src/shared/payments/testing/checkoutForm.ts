import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** A guest's Full Name, Email and card typed into the checkout form (the fake Stripe's box). */
export async function typeGuestAndCard(
  user: UserEvent,
  guest: { fullName: string; email: string },
  card: string,
) {
  await user.type(await screen.findByLabelText(/^Full Name/), guest.fullName);
  await user.type(screen.getByLabelText(/^Email/), guest.email);
  await user.type(await screen.findByRole("textbox", { name: "Card number" }), card);
}
