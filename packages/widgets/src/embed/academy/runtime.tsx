/**
 * What the three embed apps share (one chunk, loaded once per page): one API client per API
 * with its tokens in memory (a partner's localStorage is the partner's, not a place for our
 * tokens), so signing in with the login embed signs in every embed on the page; and the
 * rendering of a modal into an embed's shadow root, beside the loader's button.
 */
import {
  ApiProvider,
  SessionProvider,
  createApiClient,
  createInProcessRefreshLock,
  createMemoryTokenStore,
  type ApiClient,
} from "@academy/api";
import { ThemeRoot } from "@academy/ui";
import { createOpenState, type OpenState } from "../../shared/widgetHost.tsx";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { EmbedContext } from "./contract.ts";

const clients = new Map<string, ApiClient>();

export function embedClient(api: string): ApiClient {
  let client = clients.get(api);
  if (!client) {
    client = createApiClient({
      baseUrl: api,
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    });
    clients.set(api, client);
  }
  return client;
}

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Renders `content` into the embed's shadow root after the loader's button, with the app's CSS
 * adopted beside the loader's sheet and overlays portalled inside the root. Returns `unmount`.
 */
export function renderInEmbed(
  context: EmbedContext,
  css: string,
  content: (portal: HTMLElement) => ReactNode,
): () => void {
  const { root, options } = context;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const container = document.createElement("div");
  const portal = document.createElement("div");
  root.append(container, portal);
  const reactRoot = createRoot(container);
  reactRoot.render(
    <ThemeRoot theme={options.theme === "dark" ? "dark" : "light"} portalContainer={portal}>
      <ApiProvider client={embedClient(context.api)}>
        <SessionProvider>{content(portal)}</SessionProvider>
      </ApiProvider>
    </ThemeRoot>,
  );
  return () => {
    reactRoot.unmount();
    container.remove();
    portal.remove();
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** "Is the modal open", settable from outside React (the loader's button): the widgets' store. */
export const createOpenSignal = () => createOpenState(false);
export type OpenSignal = OpenState;

/** Our site's address of a path (the course after enrolling, the member portal). */
export const siteUrl = (api: string, path: string) => new URL(path, api).href;
