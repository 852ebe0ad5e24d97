/**
 * What every analyzer loader does (the Deal Analyzer's <deal-analyzer>, the Rental Analyzer's
 * <rental-analyzer>): define the element, find marked elements, reserve each one's space at once
 * (no layout shift) and import the full bundle, next to the loader's own file, only when an
 * analyzer comes near the viewport. Kept free of React and of the widgets: it is the 2 KB part.
 */

interface AppModule<O> {
  mount(host: HTMLElement, options: O, reservedHeight?: number): () => void;
}

export interface EmbedGlobal<O> {
  version: string;
  /** Mounts an analyzer into any element now (not lazily); returns `unmount`. */
  mount(element: HTMLElement, options?: O): () => void;
  /** Mounts every marked element not mounted yet (for content added later). */
  scan(): void;
}

export interface EmbedLoaderConfig<O extends { calculator?: string | undefined }> {
  /** The custom element's name, e.g. "deal-analyzer". */
  tag: string;
  /** The attribute marking other elements to mount into, e.g. "data-deal-analyzer". */
  marker: string;
  /** The full bundle's file name, resolved next to the loader's script. */
  appFile: string;
  /** The widget's name in the loading and error texts. */
  name: string;
  observedAttributes: readonly string[];
  optionsFromAttributes(element: Element): O;
  reservedHeight(width: number, calculator: string | undefined): number;
}

const VERSION = "1";
/** Start fetching the bundle when an analyzer is this close to the viewport. */
const NEAR_VIEWPORT = "600px";
/** Host rules shared by the placeholder and the widget: see mount.tsx. */
const HOST = ":host{all:initial!important;display:block!important";

/**
 * Defines the element and returns the global; call it once, while the loader's script runs
 * (the bundle's address is resolved against `document.currentScript`).
 */
export function installEmbedLoader<O extends { calculator?: string | undefined }>(
  config: EmbedLoaderConfig<O>,
): EmbedGlobal<O> {
  const appUrl = new URL(
    config.appFile,
    document.currentScript instanceof HTMLScriptElement
      ? document.currentScript.src
      : location.href,
  ).href;
  let app: Promise<AppModule<O>> | undefined;
  const stops = new WeakMap<HTMLElement, () => void>();

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
    const height = config.reservedHeight(host.getBoundingClientRect().width, calculator);
    sheet.replaceSync(
      `${HOST};min-height:${height}px!important}p{margin:0;padding:24px;font:16px system-ui,sans-serif;color:#57534e}`,
    );
    const text = document.createElement("p");
    text.textContent = `Loading ${config.name}\u2026`;
    root.replaceChildren(text);
    return [root, height];
  }

  /** Mounts now (`lazy` false) or when the element nears the viewport; returns a stop function. */
  function start(host: HTMLElement, options: O, lazy: boolean): () => void {
    stops.get(host)?.();
    const [root, height] = placeholder(host, options.calculator);
    let stopped = false;
    let unmount: (() => void) | undefined;
    const load = () => {
      (app ??= import(/* @vite-ignore */ appUrl) as Promise<AppModule<O>>).then(
        (module) => {
          if (!stopped) unmount = module.mount(host, options, height);
        },
        () => {
          app = undefined;
          if (!stopped && root.firstChild)
            root.firstChild.textContent = `The ${config.name} could not be loaded.`;
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

  class AnalyzerElement extends HTMLElement {
    static observedAttributes = [...config.observedAttributes];

    connectedCallback() {
      start(this, config.optionsFromAttributes(this), true);
    }

    disconnectedCallback() {
      stops.get(this)?.();
    }

    attributeChangedCallback() {
      // Options are read when mounting: a change after that remounts with the new ones.
      if (this.isConnected && stops.has(this))
        start(this, config.optionsFromAttributes(this), true);
    }
  }

  function scan() {
    document.querySelectorAll<HTMLElement>(`[${config.marker}]`).forEach((element) => {
      if (!stops.has(element)) start(element, config.optionsFromAttributes(element), true);
    });
  }

  if (!customElements.get(config.tag)) customElements.define(config.tag, AnalyzerElement);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
  return {
    version: VERSION,
    mount: (element, options) => start(element, options ?? ({} as O), false),
    scan,
  };
}
