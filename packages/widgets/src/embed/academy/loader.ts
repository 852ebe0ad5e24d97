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
import { ACADEMY_EVENTS, FRAME_PATH, type FrameMessage } from "./frame-protocol.ts";
import { EMBED_KINDS, embedOptionsFrom, OPTION_ATTRIBUTES } from "./kinds.ts";
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
  if (event.blockedURI.startsWith(site) && /frame|child|default/.test(event.effectiveDirective)) {
    framesForbidden = true;
    refused?.();
  }
});

let sheet: CSSStyleSheet | undefined;

function start(host: HTMLElement, kind: EmbedKind, options: AcademyEmbedOptions): () => void {
  stops.get(host)?.();
  const info = EMBED_KINDS[kind];
  // delegatesFocus: focus given back to the host lands on the button.
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open", delegatesFocus: true });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BUTTON_CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const element = document.createElement(tag);
    element.className = className;
    return element;
  };
  const button = make("button", "academy-trigger");
  button.type = "button";
  button.setAttribute("part", "button");
  button.setAttribute("aria-haspopup", "dialog");
  button.textContent = options.buttonText ?? info.label;
  if (options.theme === "dark") button.dataset.theme = "dark";
  const status = make("p", "academy-status");
  status.setAttribute("role", "status");
  root.replaceChildren(button, status);

  const address = (mode?: string) => {
    const url = new URL(FRAME_PATH + kind, here);
    const params = url.searchParams;
    params.set("origin", location.origin);
    for (const name of ["theme", "course", "tier", "plan"] as const) {
      const value = options[name];
      if (value) params.set(name, value);
    }
    if (mode) params.set("mode", mode);
    return url.href;
  };
  const emit = (type: string, detail: object = {}) =>
    host.dispatchEvent(
      new CustomEvent(type, { detail: { embed: kind, ...detail }, bubbles: true, composed: true }),
    );

  let overlay: HTMLElement | undefined;
  let frame: HTMLIFrameElement | undefined;
  let popup: Window | null = null;
  let loaded = false;
  let isOpen = false;
  let focusPending = false;
  let timer = 0;
  const tell = (target: Window | null | undefined) =>
    target?.postMessage({ academy: 1, type: "open" }, site);

  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(timer);
    if (overlay) overlay.hidden = true;
    popup = null;
    button.setAttribute("aria-expanded", "false");
    button.removeAttribute("aria-busy");
    button.focus();
    emit(ACADEMY_EVENTS.closed);
  };
  const openWindow = () => {
    popup = open(address("window"), `academy-${kind}`, "popup,width=520,height=760");
    if (!popup) {
      isOpen = false;
      button.removeAttribute("aria-busy");
      status.textContent = "Please allow pop-ups for this page, then try again.";
      return;
    }
    // The visitor may close the window itself: then it cannot tell us.
    timer = setInterval(() => popup?.closed && close(), 400) as unknown as number;
  };
  const prepare = () => {
    if (frame || framesForbidden) return;
    overlay = make("div", "academy-overlay");
    overlay.hidden = true;
    frame = make("iframe", "academy-frame");
    frame.title = info.label;
    frame.src = address();
    frame.addEventListener("load", () => {
      loaded = true;
      if (isOpen) tell(frame?.contentWindow);
    });
    overlay.append(frame);
    // A click beside the form (on the dimmed page) closes it, as in a modal on our site.
    overlay.addEventListener("click", (event) => event.target === overlay && close());
    overlay.addEventListener("keydown", (event) => event.key === "Escape" && close());
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
    button.setAttribute("aria-busy", "true");
    button.setAttribute("aria-expanded", "true");
    if (framesForbidden) drop();
    prepare();
    if (!frame) return openWindow();
    // A refusal reported after this click continues in a window.
    refused = () => {
      drop();
      if (isOpen && !popup) openWindow();
    };
    overlay!.hidden = false;
    if (loaded) tell(frame.contentWindow);
  };

  const onMessage = (event: MessageEvent) => {
    const source = event.source;
    if (event.origin !== site || !source || (source !== frame?.contentWindow && source !== popup))
      return;
    const message = event.data as FrameMessage;
    if (message?.academy !== 1 || !isOpen) return;
    if (message.type === "height" && frame) frame.style.height = `${Math.ceil(message.height)}px`;
    else if (message.type === "ready") {
      button.removeAttribute("aria-busy");
      focusPending = true;
      emit(ACADEMY_EVENTS.opened);
    } else if (message.type === "signed-in")
      emit(ACADEMY_EVENTS.signedIn, { name: String(message.name) });
    else if (message.type === "enrolled")
      emit(ACADEMY_EVENTS.enrolled, { course: Number(message.course) });
    else if (message.type === "joined")
      emit(ACADEMY_EVENTS.joined, { tier: String(message.tier), plan: String(message.plan) });
    else if (message.type === "closed") close();
    // The frame has focused its first field; focusing the frame, once it has a size, puts the
    // page's focus there.
    if (focusPending && frame?.offsetHeight) {
      focusPending = false;
      frame.focus();
    }
  };
  addEventListener("message", onMessage);
  button.addEventListener("click", show);
  button.addEventListener("pointerenter", prepare, { once: true });
  button.addEventListener("focus", prepare, { once: true });
  const stop = () => {
    removeEventListener("message", onMessage);
    clearInterval(timer);
    root.replaceChildren();
    stops.delete(host);
  };
  stops.set(host, stop);
  return stop;
}

const kinds = Object.keys(EMBED_KINDS) as EmbedKind[];

function scan() {
  for (const kind of kinds) {
    document.querySelectorAll<HTMLElement>(`[${EMBED_KINDS[kind].marker}]`).forEach((element) => {
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
    const { tag } = EMBED_KINDS[kind];
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
