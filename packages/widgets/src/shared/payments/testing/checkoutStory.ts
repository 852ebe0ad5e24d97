import { userEvent, within } from "storybook/test";

/** The story's open dialog: dialogs are portalled to the page's body, outside the canvas. */
export async function dialogOf(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
}

export type DialogQueries = Awaited<ReturnType<typeof dialogOf>>;

/** A guest's Full Name, Email and card typed into a checkout dialog (the fake Stripe's box). */
export async function typeGuestAndCard(
  dialog: DialogQueries,
  guest: { fullName: string; email: string },
  card: string,
) {
  await userEvent.type(dialog.getByLabelText(/^Full Name/), guest.fullName);
  await userEvent.type(dialog.getByLabelText(/^Email/), guest.email);
  await userEvent.type(await dialog.findByRole("textbox", { name: "Card number" }), card);
}
