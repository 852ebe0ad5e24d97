import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { STATE_WAIT_MS } from "./test-ceilings.ts";

// findBy*/waitFor give up after 1 s by default; on a loaded two-core CI machine a lazy page or a
// mocked request can take longer than that without anything being wrong. Failures still fail,
// just later.
configure({ asyncUtilTimeout: STATE_WAIT_MS });

// Stripe.js for the worker. @stripe/stripe-js loads Stripe.js once per module graph, and these
// projects share one per worker (isolate: false). With no Stripe on the page its loader adds
// js.stripe.com's script, which happy-dom refuses at once, before the loader listens: that load
// never settles, and every later file's payment form waits for ever (PausedCourse.paid failed
// after a sales page test opened the enrol modal). So the page has one Stripe.js for the worker,
// asking whichever a test installed (installFakeStripe's TEST_STRIPE_JS slot) on each call; with
// none installed, Stripe never arrives, as on a page that cannot reach it.
if (typeof window !== "undefined" && !Reflect.has(window, "Stripe")) {
  const installed = (): unknown => Reflect.get(window, Symbol.for("academy.test-stripe-js"));
  const stripeJs = (...args: unknown[]): unknown => {
    const current = installed();
    return typeof current === "function" ? current(...args) : new Promise(() => {});
  };
  Object.defineProperty(stripeJs, "version", {
    get: () => Reflect.get(installed() ?? {}, "version"),
  });
  Reflect.set(window, "Stripe", stripeJs);
}

// The dom projects share one module graph and one document per worker (isolate: false in
// vitest-projects.ts): nothing a test or a file leaves behind may reach the next one.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

afterAll(() => {
  // A file may choose Node instead (// @vitest-environment node): there is no document then.
  if (typeof document === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  document.title = "";
  document.body.removeAttribute("style");
  document.body.innerHTML = "";
});
