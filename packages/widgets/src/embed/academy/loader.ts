/**
 * The partner script for the payment and login embeds (dist/academy.js, at most 2 KB gzip).
 * It defines <academy-enrol>, <academy-discord-join> and <academy-login>, mounts elements marked
 * `data-academy-enrol` (…), and renders each one's button at once in the element's own shadow
 * root. The app behind a button (React, the modal, the payment flow) is imported only when the
 * button is about to be used: pointer over it, focus on it, or a click. Its one global is
 * `window.AcademyEmbed`.
 */
import { BUTTON_CSS } from "./button-css.ts";
import { EMBED_KINDS, embedOptionsFrom, OPTION_ATTRIBUTES } from "./kinds.ts";
import type { AcademyEmbedOptions, EmbedKind } from "./kinds.ts";
import type { EmbedApp, EmbedInstance } from "./contract.ts";

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

const VERSION = "1";
const here =
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;
/** Our API, on the origin this script came from (not the partner page's). */
const api = new URL("/api", here).href;
const apps = new Map<string, Promise<EmbedApp>>();
const stops = new WeakMap<HTMLElement, () => void>();

let sheet: CSSStyleSheet | undefined;

function start(host: HTMLElement, kind: EmbedKind, options: AcademyEmbedOptions): () => void {
  stops.get(host)?.();
  const info = EMBED_KINDS[kind];
  // delegatesFocus: when the modal gives focus back to the host, it lands on the button.
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open", delegatesFocus: true });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BUTTON_CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const button = document.createElement("button");
  button.type = "button";
  button.className = "academy-trigger";
  button.textContent = options.buttonText ?? info.label;
  if (options.theme === "dark") button.dataset.theme = "dark";
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "academy-status";
  root.replaceChildren(button, status);

  let stopped = false;
  let instance: EmbedInstance | undefined;
  const load = () => {
    let app = apps.get(info.app);
    if (!app) {
      app = import(/* @vite-ignore */ new URL(info.app, here).href) as Promise<EmbedApp>;
      // A failed import may be retried by the next click.
      app.catch(() => apps.delete(info.app));
      apps.set(info.app, app);
    }
    return app;
  };
  const open = () => {
    if (instance) return instance.open();
    button.setAttribute("aria-busy", "true");
    load().then(
      (module) => {
        button.removeAttribute("aria-busy");
        if (stopped) return;
        instance ??= module.mount({ host, root, button, status, kind, options, api });
        instance.open();
      },
      () => {
        button.removeAttribute("aria-busy");
        status.textContent = "This could not be loaded. Please try again.";
      },
    );
  };
  const prefetch = () => void load().catch(() => undefined);
  button.addEventListener("click", open);
  button.addEventListener("pointerenter", prefetch, { once: true });
  button.addEventListener("focus", prefetch, { once: true });
  const stop = () => {
    stopped = true;
    instance?.unmount();
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
