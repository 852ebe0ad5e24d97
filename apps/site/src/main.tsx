import { createApiClient } from "@academy/api";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { API_BASE_URL } from "./config.ts";
import { canHydratePrerender, PRERENDER_HIDDEN_CLASS } from "./lib/prerender.ts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount the site into.");
const client = createApiClient({ baseUrl: API_BASE_URL });
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

if (
  canHydratePrerender(rootElement, window.location, client.tokenStore.getAccessToken() !== null)
) {
  // The built page already shows this route as a visitor sees it: take it over as it is.
  hydrateRoot(rootElement, app);
} else {
  // Another route, a query, or a stored session: the prerendered landing page does not apply.
  rootElement.replaceChildren();
  rootElement.removeAttribute("data-prerendered");
  document.documentElement.classList.remove(PRERENDER_HIDDEN_CLASS);
  createRoot(rootElement).render(app);
}
