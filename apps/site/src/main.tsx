import { createDeferredApiClient } from "@academy/api";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { API_BASE_URL } from "./config.ts";
import { takeHandoverFragment } from "./lib/handover/takeHandoverFragment.ts";
import { canHydratePrerender } from "./lib/prerender.ts";
import { preloadRoute } from "./routes.tsx";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount the site into.");
// Its code loads on the first call: a visitor's first paint of "/" makes none (issue #18).
const client = createDeferredApiClient({ baseUrl: API_BASE_URL });
// A tab the embed frame opened signed in (issue #49): the code leaves the address before
// anything else happens; the page renders once it has been traded for a session (or refused).
const handover = takeHandoverFragment(window.location, window.history);
// The page's code loads while the app starts and a stored session loads, not after (issue #30).
// A failure here is tried again when the page renders, which shows it.
preloadRoute(window.location.pathname).catch(() => {});
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

/** Renders the site, taking over the prerendered landing page when it applies. */
function start(root: HTMLElement) {
  if (canHydratePrerender(root, window.location, client.tokenStore.getAccessToken() !== null)) {
    // The built page already shows this route as a visitor sees it: take it over as it is, as a
    // transition, so that React hydrates it in slices and yields to the browser between them
    // (in one task it blocked a phone's main thread for 270 ms: issue #30's Lighthouse runs).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A query or a stored session: the prerendered landing page does not apply. (Other routes
    // get the server's app.html, which has nothing prerendered.) Rendered in slices too.
    root.replaceChildren();
    root.removeAttribute("data-prerendered");
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}

if (handover === null) start(rootElement);
else
  void import("./lib/handover/redeemHandover.ts")
    .then(({ redeemHandover }) => redeemHandover(client, handover))
    .catch(() => {})
    .then(() => start(rootElement));
