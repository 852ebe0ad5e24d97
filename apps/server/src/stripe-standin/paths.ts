/** Where the main server mounts the stand-in's browser side (same origin as the site). */
export const STANDIN_BROWSER_PATH = "/api/stripe-standin";
export const STANDIN_STRIPE_JS_PATH = `${STANDIN_BROWSER_PATH}/stripe.js`;
