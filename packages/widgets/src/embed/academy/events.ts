/**
 * DOM events the payment and login embeds dispatch on their element, for the partner's
 * analytics. They bubble and are composed: listen on the element or on document.
 */
import type { EmbedKind } from "./kinds.ts";

export const ACADEMY_EVENTS = {
  /** The modal is open and usable. */
  opened: "academy:opened",
  /** A payment went through (enrol, discord-join). Detail adds `message`. */
  paid: "academy:paid",
  /** The visitor signed in (login). */
  signedIn: "academy:signed-in",
  /** The modal closed (by the visitor, or after a payment or sign-in). */
  closed: "academy:closed",
} as const;

export interface AcademyEventDetail {
  embed: EmbedKind;
  /** enrol: the course id. */
  course?: number;
  /** discord-join: the tier and plan. */
  tier?: string;
  plan?: string;
  /** paid: the success message the visitor saw. */
  message?: string;
}

export function dispatchAcademyEvent(
  target: EventTarget,
  type: (typeof ACADEMY_EVENTS)[keyof typeof ACADEMY_EVENTS],
  detail: AcademyEventDetail,
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
