import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";
import type { FrameChannel } from "./frameChannel.ts";
import type { FrameRequest } from "./frameParent.ts";
import type { SiteOpener } from "./openOnSite.ts";

export interface EmbedFrameProps {
  request: FrameRequest;
  channel: FrameChannel;
  /** Opens a page of our site in a new tab, signed in. */
  openOnSite: SiteOpener;
  /** Stories and tests: a fake Stripe. */
  loadStripe?: StripeLoader;
}

/** What each form needs from the frame around it. */
export interface FrameFormProps extends EmbedFrameProps {
  /** The loader asked for the form. */
  open: boolean;
  /** The visitor is done: hide everything and tell the loader. */
  finish: () => void;
  /** The form is shown, focus is in it: tell the loader. */
  shown: () => void;
}
