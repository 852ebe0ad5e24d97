/**
 * The partner script for the payment and login embeds (dist/academy.js, at most 2 KB gzip).
 * It defines <academy-enrol>, <academy-discord-join> and <academy-login>, mounts elements marked
 * `data-academy-enrol` (…), and draws each one's button at once in the element's own shadow
 * root. The form itself never runs in the partner's page (issue #49): a click opens an iframe of
 * OUR origin, `/embed/frame/<kind>`, in an overlay; the frame holds the form and the session
 * and tells this script only what happened, by postMessage. Where the partner's policy forbids
 * frames of our origin, the same page opens in a window. Pointing at or focusing the button
 * preloads the frame, hidden. Its one global is `window.AcademyEmbed`.
 */
import { BUTTON_CSS } from "./button-css.ts";
import { FRAME_PATH, type FrameMessage } from "./frame-protocol.ts";
import { EMBED_LABELS, embedOptionsFrom, markerOf, OPTION_ATTRIBUTES, tagOf } from "./kinds.ts";
import type { AcademyEmbedOptions, EmbedKind } from "./kinds.ts";

export interface AcademyEmbedGlobal {
  version: string;
  /** Mounts an embed's button into any element; returns `unmount`. */
  mount(element: HTMLElement, kind: EmbedKind, options?: AcademyEmbedOptions): () => void;
  /** Mounts every marked element not mounted yet (for content added after the page loaded). */
  scan(): void;
}

declare global {
  interface Window {
    AcademyEmbed?: AcademyEmbedGlobal;
  }
}

const VERSION = "2";
const here =
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;
/** Our origin: the only one whose messages count, and the only one the frame page is on. */
const site = new URL(here).origin;
const stops = new WeakMap<HTMLElement, () => void>();
/** Set once the partner's policy refused a frame of our origin: windows from then on. */
let framesForbidden = false;
/** The embed whose frame is being refused right now, to continue in a window. */
let refused: (() => void) | undefined;

addEventListener("securitypolicyviolation", (event) => {
  // Our script has run; what the partner's policy refuses of our origin now is our frame.
  if (event.blockedURI.startsWith(site)) {
    framesForbidden = true;
    refused?.();
  }
});

let sheet: CSSStyleSheet | undefined;

const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className = "") => {
  const element = document.createElement(tag);
  element.className = className;
  return element;
};

function start(host: HTMLElement, kind: EmbedKind, options: AcademyEmbedOptions): () => void {
  stops.get(host)?.();
  const label = EMBED_LABELS[kind];
  // delegatesFocus: focus given back to the host lands on the button.
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open", delegatesFocus: true });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BUTTON_CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const button = make("button", "t");
  button.type = "button";
  button.setAttribute("part", "button");
  button.textContent = options.buttonText ?? label;
  if (options.theme === "dark") button.dataset.theme = "dark";
  const status = make("p", "s");
  status.setAttribute("role", "status");
  root.replaceChildren(button, status);

  // The partner's origin and its options (never the button's text) as the frame's parameters.
  const address = (mode?: string) => {
    const url = new URL(FRAME_PATH + kind, here);
    const params = url.searchParams;
    params.set("origin", location.origin);
    for (const [name, value] of Object.entries({ ...options, buttonText: "", mode }))
      if (value) params.set(name, value);
    return url.href;
  };
  const emit = (type: string, detail?: object) =>
    host.dispatchEvent(
      new CustomEvent(type, { detail: { embed: kind, ...detail }, bubbles: true, composed: true }),
    );

  let overlay: HTMLElement | undefined;
  let frame: HTMLIFrameElement | undefined;
  let popup: Window | null = null;
  let isOpen = false;
  const tell = (target: Window | null | undefined) =>
    target?.postMessage({ academy: 1, type: "open" }, site);

  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    if (overlay) overlay.hidden = true;
    popup = null;
    button.focus();
    emit("academy:closed");
  };
  const openWindow = () => {
    popup = open(address("window"), tagOf(kind), "popup");
    if (!popup) {
      isOpen = false;
      status.textContent = "Allow pop-ups, then try again.";
    }
    // A window the visitor closes says so itself as it goes (the frame page's pagehide).
  };
  const prepare = () => {
    if (frame || framesForbidden) return;
    overlay = make("div", "o");
    overlay.hidden = true;
    frame = make("iframe");
    frame.title = label;
    frame.src = address();
    frame.onload = () => isOpen && tell(frame?.contentWindow);
    overlay.append(frame);
    // A click beside the form (on the dimmed page) closes it, as in a modal on our site.
    // Escape is the frame's to handle: focus is in it while it is open.
    overlay.onclick = (event) => event.target === overlay && close();
    root.append(overlay);
  };
  const drop = () => {
    overlay?.remove();
    frame = overlay = undefined;
  };
  const show = () => {
    if (isOpen) return popup?.focus();
    isOpen = true;
    status.textContent = "";
    if (framesForbidden) drop();
    prepare();
    if (!frame) return openWindow();
    // A refusal reported after this click continues in a window.
    refused = () => {
      drop();
      if (isOpen && !popup) openWindow();
    };
    overlay!.hidden = false;
    // Dropped by the browser while the frame is not our page yet (its load tells it then).
    tell(frame.contentWindow);
  };

  const onMessage = ({ origin, source, data }: MessageEvent) => {
    const message = data as FrameMessage;
    if (origin !== site || !source || (source !== frame?.contentWindow && source !== popup)) return;
    if (message?.academy !== 1 || !isOpen) return;
    const { type } = message;
    if (type === "height" && frame) frame.style.height = `${message.height}px`;
    if (type === "ready") {
      // The frame has focused its form (and reported its height): this puts the page's
      // focus there.
      frame?.focus();
      emit("academy:opened");
    }
    // Only our own frame gets here: its outcomes (FrameEvent) pass as they are.
    if (type === "event") emit(`academy:${message.name}`, message.detail);
    if (type === "closed") close();
  };
  addEventListener("message", onMessage);
  button.onclick = show;
  button.onpointerenter = button.onfocus = prepare;
  const stop = () => {
    removeEventListener("message", onMessage);
    root.replaceChildren();
    stops.delete(host);
  };
  stops.set(host, stop);
  return stop;
}

const kinds = Object.keys(EMBED_LABELS) as EmbedKind[];

function scan() {
  for (const kind of kinds) {
    document.querySelectorAll<HTMLElement>(`[${markerOf(kind)}]`).forEach((element) => {
      if (!stops.has(element)) start(element, kind, embedOptionsFrom(element));
    });
  }
}

if (!window.AcademyEmbed) {
  window.AcademyEmbed = {
    version: VERSION,
    mount: (element, kind, options = {}) => start(element, kind, options),
    scan,
  };
  for (const kind of kinds) {
    const tag = tagOf(kind);
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = [
          ...OPTION_ATTRIBUTES,
          ...OPTION_ATTRIBUTES.map((n) => `data-${n}`),
        ];
        connectedCallback() {
          start(this, kind, embedOptionsFrom(this));
        }
        disconnectedCallback() {
          stops.get(this)?.();
        }
        attributeChangedCallback() {
          // Options are read when mounting: a later change remounts with the new ones.
          if (this.isConnected && stops.has(this)) start(this, kind, embedOptionsFrom(this));
        }
      },
    );
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
}
