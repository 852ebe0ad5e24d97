import { ApiProvider, SessionProvider, createApiClient, type ApiClient } from "@academy/api";
import { ThemeRoot } from "@academy/ui";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createShadowMount } from "../shadow-root.ts";

export interface WidgetMountOptions {
  /** Where the API is mounted. Default "/api". */
  apiBaseUrl?: string;
  /** A client to share with the host page instead of making one from `apiBaseUrl`. */
  client?: ApiClient;
  /**
   * Render inside a shadow root with the widget's CSS adopted (partner pages). Default true;
   * false renders into the host element itself, styled by the page's own stylesheet.
   */
  shadow?: boolean;
  /** The CSS to adopt in the shadow root; none by default (the host page supplies it). */
  css?: string;
}

export interface MountedWidget {
  /** Stops rendering and empties the host element. */
  unmount(): void;
}

/**
 * Renders a widget into `host` with everything it needs around it: the theme (with overlays
 * portalled inside the widget, not into document.body), the API client and the session.
 */
export function renderWidget(
  host: HTMLElement,
  options: WidgetMountOptions,
  content: (portalContainer: HTMLElement) => ReactNode,
): MountedWidget {
  const { apiBaseUrl = "/api", shadow = true } = options;
  let container: HTMLElement;
  let portal: HTMLElement;
  if (shadow) {
    const mount = createShadowMount(host, options.css ?? "");
    container = mount.container;
    portal = document.createElement("div");
    mount.shadowRoot.append(portal);
  } else {
    container = document.createElement("div");
    portal = document.createElement("div");
    host.replaceChildren(container, portal);
  }
  const client = options.client ?? createApiClient({ baseUrl: apiBaseUrl });
  const root = createRoot(container);
  root.render(
    <ThemeRoot portalContainer={portal}>
      <ApiProvider client={client}>
        <SessionProvider>{content(portal)}</SessionProvider>
      </ApiProvider>
    </ThemeRoot>,
  );
  return {
    unmount() {
      root.unmount();
      if (shadow) host.shadowRoot?.replaceChildren();
      else host.replaceChildren();
    },
  };
}

/** A tiny external store for "is it open", so mount() callers can open and close the widget. */
export function createOpenState(initial: boolean) {
  let open = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next: boolean) {
      if (next === open) return;
      open = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type OpenState = ReturnType<typeof createOpenState>;
