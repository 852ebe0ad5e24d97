/**
 * Stripe.js (or our offline stand-in) for an embed on a partner page. The site's loader
 * (shared/payments/loadStripeFromConfig.ts) resolves the stand-in's path against the page,
 * which on a partner page is the partner's origin; here it resolves against our API. The script
 * element gets its URL through a Trusted Types policy, so a partner page that enforces Trusted
 * Types (`require-trusted-types-for 'script'`) lets it load; the policy only passes our
 * origin's and Stripe's scripts.
 */
import type { PaymentsConfig } from "@academy/api";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

/** Stripe.js as @stripe/stripe-js 10 loads it (its release train, "endive"). */
const STRIPE_JS = "https://js.stripe.com/endive/stripe.js";
/** The Trusted Types policy's name, for partners that list allowed policies. */
export const TRUSTED_TYPES_POLICY = "academy-embed";

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | undefined;
const loaded = new Map<string, Promise<void>>();

function scriptUrl(url: string, allowedOrigin: string): string {
  const tt = (window as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  if (!tt) return url;
  policy ??= tt.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL(candidate) {
      const origin = new URL(candidate).origin;
      if (origin !== allowedOrigin && origin !== new URL(STRIPE_JS).origin) {
        throw new TypeError(`${TRUSTED_TYPES_POLICY}: refused script ${candidate}`);
      }
      return candidate;
    },
  });
  // A TrustedScriptURL is what the script element's src accepts under Trusted Types.
  return policy.createScriptURL(url) as string;
}

function injectScript(url: string, allowedOrigin: string): Promise<void> {
  const known = loaded.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl(url, allowedOrigin);
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loaded.delete(url);
      script.remove();
      reject(new Error(`Failed to load ${url}`));
    });
    document.head.append(script);
  });
  loaded.set(url, loading);
  return loading;
}

/** A StripeLoader (the widgets' `loadStripe` prop) for embeds talking to the API at `api`. */
export function embedStripeLoader(api: string) {
  const origin = new URL(api).origin;
  return async (config: PaymentsConfig): Promise<Stripe | null> => {
    // With Stripe.js in the page first, loadStripe uses it instead of injecting its own tag.
    await injectScript(
      config.stripe_js_url ? new URL(config.stripe_js_url, api).href : STRIPE_JS,
      origin,
    );
    return loadStripe(config.publishable_key);
  };
}
