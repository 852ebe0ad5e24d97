/**
 * Who may hear our frame page (issue #49). The loader passes the embedding page's origin as a
 * parameter; the frame believes it only when the browser confirms it (the frame's ancestor
 * origins, else the referrer) and the site's allow-list (EMBED_FRAME_ANCESTORS, the same list
 * the server sends as CSP `frame-ancestors`) admits it. Every message then goes to that origin
 * only (postMessage's target origin), so even an unconfirmable parent hears nothing unless it
 * really is that origin.
 */
import { FRAME_PARAMS } from "../academy/frame-protocol.ts";
import { EMBED_LABELS, type EmbedKind } from "../academy/kinds.ts";
import { FRAME_PATH } from "../academy/frame-protocol.ts";
import { promotionCodeFromLink } from "../../shared/PromotionCode/codeLink.ts";

export interface FrameRequest {
  kind: EmbedKind;
  /** The embedding page's origin, confirmed. */
  parentOrigin: string;
  /** "frame": inside the partner's page; "window": a window it opened. */
  mode: "frame" | "window";
  theme: "light" | "dark";
  course?: string;
  tier?: string;
  plan?: string;
  /** A promotion code the partner's embed carries, spelt as codes are (issue 48). */
  code?: string;
}

export type FrameRefusal = { refused: string };

/** What the browser tells the frame about who holds it. */
export interface FrameSurroundings {
  url: string;
  referrer: string;
  /** location.ancestorOrigins where the browser has it (Chromium, Safari); the nearest first. */
  ancestorOrigins: readonly string[] | undefined;
  /** A parent (frame) or opener (window) exists. */
  hasParent: boolean;
  hasOpener: boolean;
  /** Sources of EMBED_FRAME_ANCESTORS, e.g. ["*"] or ["https://partner.example", "https:"]. */
  allowList: readonly string[];
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether an origin matches a CSP source list as `frame-ancestors` reads it: `*` (any http(s)
 * origin), a scheme (`https:`), an origin (`https://a.example`, port included), or a host
 * wildcard (`https://*.example.com`). 'self' is our own origin, which never embeds these.
 */
export function originAllowed(origin: string, sources: readonly string[]): boolean {
  const url = new URL(origin);
  return sources.some((source) => {
    if (source === "*") return true;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
    const wildcard = /^(https?):\/\/\*\.([^/:]+)(:\d+)?$/i.exec(source);
    if (wildcard) {
      const [, scheme, domain, port] = wildcard;
      return (
        url.protocol === `${scheme!.toLowerCase()}:` &&
        url.hostname.endsWith(`.${domain!.toLowerCase()}`) &&
        url.port === (port ?? "").slice(1)
      );
    }
    return originOf(source) === origin;
  });
}

/** Reads and checks the frame page's address; a refusal says why, in words for the visitor. */
export function readFrameRequest(surroundings: FrameSurroundings): FrameRequest | FrameRefusal {
  const url = new URL(surroundings.url);
  const kind = url.pathname.slice(FRAME_PATH.length).replace(/\/$/, "");
  if (!Object.hasOwn(EMBED_LABELS, kind)) return { refused: "This form does not exist." };
  const params = url.searchParams;
  const claimed = params.get(FRAME_PARAMS.origin) ?? "";
  const parentOrigin = originOf(claimed);
  const mode = params.get(FRAME_PARAMS.mode) === "window" ? "window" : "frame";
  const refused = { refused: "This form can only be opened from a partner's page." };
  if (!parentOrigin || parentOrigin !== claimed) return refused;
  if (mode === "frame" ? !surroundings.hasParent : !surroundings.hasOpener) return refused;
  const nearest = mode === "frame" ? surroundings.ancestorOrigins?.[0] : undefined;
  if (nearest !== undefined && nearest !== parentOrigin) return refused;
  const from = originOf(surroundings.referrer);
  if (nearest === undefined && from !== null && from !== parentOrigin) return refused;
  if (!originAllowed(parentOrigin, surroundings.allowList)) return refused;
  const optional = (name: string) => params.get(name)?.trim() || undefined;
  const code = promotionCodeFromLink(params.get(FRAME_PARAMS.code));
  return {
    kind: kind as EmbedKind,
    parentOrigin,
    mode,
    theme: params.get(FRAME_PARAMS.theme) === "dark" ? "dark" : "light",
    ...(optional(FRAME_PARAMS.course) ? { course: optional(FRAME_PARAMS.course) } : {}),
    ...(optional(FRAME_PARAMS.tier) ? { tier: optional(FRAME_PARAMS.tier) } : {}),
    ...(optional(FRAME_PARAMS.plan) ? { plan: optional(FRAME_PARAMS.plan) } : {}),
    ...(code ? { code } : {}),
  };
}

/** The allow-list the server wrote into the page (`<meta name="academy-frame-ancestors">`). */
export const ALLOW_LIST_META = "academy-frame-ancestors";

export function readAllowList(document: Document): string[] {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${ALLOW_LIST_META}"]`);
  const sources = (content?.content ?? "*").split(/\s+/).filter(Boolean);
  return sources.length > 0 ? sources : ["*"];
}
