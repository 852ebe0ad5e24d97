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

/**
 * The Grand Opening's day (academy.md §2: March 15th, 2026), as YYYY-MM-DD. The banner names
 * it and hides itself once the day is over (issue #50), so a deployment sets its own event with
 * VITE_GRAND_OPENING_DATE at build time; the demo (scripts/start.sh) sets a day ahead. Read at
 * call time so tests can stub it.
 */
export const SPEC_GRAND_OPENING_DATE = "2026-03-15";
export function grandOpeningDate(): string {
  return import.meta.env.VITE_GRAND_OPENING_DATE ?? SPEC_GRAND_OPENING_DATE;
}
