/** What the loader (dist/academy.js) hands an app module, and what the app gives back. */
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import type { AcademyEmbedOptions, EmbedKind } from "./kinds.ts";

export interface EmbedContext {
  /** The partner's element; events are dispatched on it. */
  host: HTMLElement;
  /** Its shadow root (open, focus delegated to the button), holding the loader's button. */
  root: ShadowRoot;
  /** The loader's button; it stays the trigger, and focus returns to it on close. */
  button: HTMLButtonElement;
  /** A polite status line under the button, for problems that are not the modal's. */
  status: HTMLElement;
  kind: EmbedKind;
  options: AcademyEmbedOptions;
  /** Our API's absolute URL, from where the loader came from. */
  api: string;
  /** Stories only: a fake Stripe, and the CSS to adopt where the styles are in the document. */
  loadStripe?: StripeLoader;
  css?: string;
}

export interface EmbedInstance {
  open(): void;
  unmount(): void;
}

export interface EmbedApp {
  mount(context: EmbedContext): EmbedInstance;
}
