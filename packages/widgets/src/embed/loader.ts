/**
 * The partner script (dist/deal-analyzer.js, at most 2 KB gzip). It defines <deal-analyzer>,
 * finds elements marked `data-deal-analyzer`, reserves each one's space at once (no layout shift)
 * and imports the full bundle (dist/deal-analyzer.app.js, next to this file) only when an
 * analyzer comes near the viewport. Its one global is `window.DealAnalyzer`.
 */
import type { DealAnalyzerEmbedOptions } from "./options.ts";
import { OPTION_ATTRIBUTES, optionsFromAttributes } from "./options.ts";
import { reservedHeight } from "./reserve.ts";

interface AppModule {
  mount(host: HTMLElement, options: DealAnalyzerEmbedOptions, reservedHeight?: number): () => void;
}

export interface DealAnalyzerGlobal {
  version: string;
  /** Mounts an analyzer into any element now (not lazily); returns `unmount`. */
  mount(element: HTMLElement, options?: DealAnalyzerEmbedOptions): () => void;
  /** Mounts every `[data-deal-analyzer]` element not mounted yet (for content added later). */
  scan(): void;
}

declare global {
  interface Window {
    DealAnalyzer?: DealAnalyzerGlobal;
  }
}

const TAG = "deal-analyzer";
const VERSION = "1";
/** Start fetching the bundle when an analyzer is this close to the viewport. */
const NEAR_VIEWPORT = "600px";

const appUrl = new URL(
  "deal-analyzer.app.js",
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href,
).href;
let app: Promise<AppModule> | undefined;
const stops = new WeakMap<HTMLElement, () => void>();

/** Host rules shared by the placeholder and the widget: see mount.tsx. */
const HOST = ":host{all:initial!important;display:block!important";

/**
 * Shows "Loading" in the element's own shadow root and reserves the height the analyzer will
 * have at the element's width. `!important` inside a shadow root outranks `!important` in the
 * page (CSS cascade rules for shadow trees), so a hostile `* { display: inline !important }`
 * cannot collapse the space. Returns the shadow root and the height reserved.
 */
function placeholder(host: HTMLElement, calculator: string | undefined): [ShadowRoot, number] {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${HOST}}`);
  root.adoptedStyleSheets = [sheet];
  // Measured once the host is a block, so it has the width the analyzer will have.
  const height = reservedHeight(host.getBoundingClientRect().width, calculator);
  sheet.replaceSync(
    `${HOST};min-height:${height}px!important}p{margin:0;padding:24px;font:16px system-ui,sans-serif;color:#57534e}`,
  );
  const text = document.createElement("p");
  text.textContent = "Loading Deal Analyzer\u2026";
  root.replaceChildren(text);
  return [root, height];
}

/** Mounts now (`lazy` false) or when the element nears the viewport; returns a stop function. */
function start(host: HTMLElement, options: DealAnalyzerEmbedOptions, lazy: boolean): () => void {
  stops.get(host)?.();
  const [root, height] = placeholder(host, options.calculator);
  let stopped = false;
  let unmount: (() => void) | undefined;
  const load = () => {
    (app ??= import(/* @vite-ignore */ appUrl) as Promise<AppModule>).then(
      (module) => {
        if (!stopped) unmount = module.mount(host, options, height);
      },
      () => {
        app = undefined;
        if (!stopped && root.firstChild)
          root.firstChild.textContent = "The Deal Analyzer could not be loaded.";
      },
    );
  };
  let observer: IntersectionObserver | undefined;
  if (lazy && typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          load();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(host);
  } else load();
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    unmount?.();
    stops.delete(host);
  };
  stops.set(host, stop);
  return stop;
}

class DealAnalyzerElement extends HTMLElement {
  static observedAttributes = [...OPTION_ATTRIBUTES];

  connectedCallback() {
    start(this, optionsFromAttributes(this), true);
  }

  disconnectedCallback() {
    stops.get(this)?.();
  }

  attributeChangedCallback() {
    // Options are read when mounting: a change after that remounts with the new ones.
    if (this.isConnected && stops.has(this)) start(this, optionsFromAttributes(this), true);
  }
}

function scan() {
  document.querySelectorAll<HTMLElement>("[data-deal-analyzer]").forEach((element) => {
    if (!stops.has(element)) start(element, optionsFromAttributes(element), true);
  });
}

if (!window.DealAnalyzer) {
  window.DealAnalyzer = {
    version: VERSION,
    mount: (element, options = {}) => start(element, options, false),
    scan,
  };
  if (!customElements.get(TAG)) customElements.define(TAG, DealAnalyzerElement);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
}
