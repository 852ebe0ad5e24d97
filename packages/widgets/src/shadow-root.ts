/**
 * Gives a widget its own shadow root with its CSS adopted as a constructable stylesheet, so
 * host-page styles cannot reach in and the widget's styles cannot leak out (no <style> tags
 * in the host's head, which also keeps strict Content-Security-Policies happy).
 */
export interface ShadowMount {
  shadowRoot: ShadowRoot;
  /** The element React renders into, inside the shadow root. */
  container: HTMLElement;
}

export function createShadowMount(host: HTMLElement, css: string): ShadowMount {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  shadowRoot.adoptedStyleSheets = [sheet];
  const container = document.createElement("div");
  shadowRoot.replaceChildren(container);
  return { shadowRoot, container };
}
