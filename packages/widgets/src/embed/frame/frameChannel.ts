/**
 * The frame page's side of the conversation with the loader (issue #49): messages go to the
 * confirmed embedding origin only, and only the loader's "open" from that window and origin is
 * heard. Made before React renders, so an "open" sent as soon as the frame loads is not missed.
 */
import type { FrameMessage, OpenMessage } from "../academy/frame-protocol.ts";
import { createOpenState, type OpenState } from "../../shared/widgetHost.tsx";
import type { FrameRequest } from "./frameParent.ts";

/** A FrameMessage without the protocol marker, as the frame app writes them. */
export type FrameNews = FrameMessage extends infer M
  ? M extends FrameMessage
    ? Omit<M, "academy">
    : never
  : never;

export interface FrameChannel {
  post(message: FrameNews): void;
  /** Whether the loader wants the form shown; the frame sets it back to false on close. */
  open: OpenState;
  /** Counts the loader's "open" messages: each one starts a fresh form. */
  openings(): number;
}

export function createFrameChannel(request: FrameRequest, win: Window = window): FrameChannel {
  const target = request.mode === "frame" ? win.parent : win.opener;
  const open = createOpenState(request.mode === "window");
  let count = request.mode === "window" ? 1 : 0;
  win.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== target || event.origin !== request.parentOrigin) return;
    const data = event.data as Partial<OpenMessage> | null;
    if (data?.academy !== 1 || data.type !== "open") return;
    count += 1;
    open.set(false);
    open.set(true);
  });
  const post: FrameChannel["post"] = (message) =>
    (target as Window | null)?.postMessage({ academy: 1, ...message }, request.parentOrigin);
  // A window closed by the visitor (not by the form) tells the loader as it goes.
  if (request.mode === "window") win.addEventListener("pagehide", () => post({ type: "closed" }));
  return {
    open,
    openings: () => count,
    post,
  };
}
