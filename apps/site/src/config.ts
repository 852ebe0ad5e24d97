/**
 * Deployment settings, from Vite's build-time environment so that nothing needs editing code.
 * The API is the contract's `servers` entry; the site's dev server proxies it and production
 * serves both on one URL.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "/api";

/**
 * Base URL of the form-collection service (academy.md §7). The reference server is one, at
 * `/api/forms`; a Formspree-compatible service can replace it: `${FORMS_URL}/${formId}`.
 */
export const FORMS_URL: string = (
  import.meta.env.VITE_FORMS_URL ?? `${API_BASE_URL}/forms`
).replace(/\/+$/, "");
