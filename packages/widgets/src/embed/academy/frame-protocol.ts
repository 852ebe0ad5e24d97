/**
 * What the loader on a partner page (dist/academy.js) and our frame page (/embed/frame/<kind>)
 * say to each other with postMessage (issue #49). The frame holds the form and the session; the
 * partner's page only ever hears these messages, which carry no token, no card and nothing
 * typed except, on sign-in, the member's display name. Kept tiny: the loader imports it.
 */
import type { EmbedKind } from "./kinds.ts";

/** Where the frame pages live on our origin: `${FRAME_PATH}login`, `…enrol`, `…discord-join`. */
export const FRAME_PATH = "/embed/frame/";

/** Query parameters of a frame page's address. */
export const FRAME_PARAMS = {
  /** The embedding page's origin; the frame posts to it only, and checks it. */
  origin: "origin",
  theme: "theme",
  course: "course",
  tier: "tier",
  plan: "plan",
  /** A promotion code for the form's code field, checked by the frame (issue 48). */
  code: "code",
  /** "window": opened with window.open where the partner's policy forbids frames. */
  mode: "mode",
} as const;

/** What the partner's page may hear of what happened, as `academy:<name>` events. */
export type FrameEvent =
  | { name: "signed-in"; detail: { name: string } }
  | { name: "enrolled"; detail: { course: number } }
  | { name: "joined"; detail: { tier: string; plan: string } };

/** Frame to loader. */
export type FrameMessage =
  /** The form is open and usable (focus is in it), after its first height. */
  | { academy: 1; type: "ready" }
  /** The frame's content height in CSS pixels: the loader sizes the iframe to it. */
  | { academy: 1; type: "height"; height: number }
  /** An outcome, dispatched as `academy:${name}` with `detail` on the embed's element. */
  | ({ academy: 1; type: "event" } & FrameEvent)
  /** The visitor closed the form: the loader hides the frame and focuses the trigger. */
  | { academy: 1; type: "closed" };

/** Loader to frame: the trigger was used, show the form (the frame may have been preloaded). */
export interface OpenMessage {
  academy: 1;
  type: "open";
}

/**
 * The partner-facing events, `academy:opened`, `academy:<FrameEvent name>` and
 * `academy:closed`, dispatched on the embed's element (bubbling, composed) with this detail.
 */
export interface AcademyEventDetail {
  embed: EmbedKind;
  /** signed-in: the member's display name, and nothing else about them. */
  name?: string;
  /** enrol: the course id. */
  course?: number;
  /** discord-join: the tier and plan. */
  tier?: string;
  plan?: string;
}
