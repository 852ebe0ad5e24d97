import { FORMS_URL } from "../config.ts";

export type FormOutcome =
  | { ok: true }
  /** The service answered, but not with success. */
  | { ok: false; reason: "rejected"; status: number; body: unknown }
  /** The service could not be reached. */
  | { ok: false; reason: "network" };

/**
 * Posts a form to the form-collection service (academy.md §7): JSON for the contact and
 * partnership forms, form data for the mentorship application, always accepting JSON. An ok
 * response means success.
 */
export async function submitForm(
  formId: string,
  payload: Record<string, string>,
  encoding: "json" | "form-data",
): Promise<FormOutcome> {
  let body: BodyInit;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (encoding === "json") {
    body = JSON.stringify(payload);
    headers["Content-Type"] = "application/json";
  } else {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) form.append(key, value);
    body = form;
  }
  let response: Response;
  try {
    response = await fetch(`${FORMS_URL}/${encodeURIComponent(formId)}`, {
      method: "POST",
      headers,
      body,
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) return { ok: true };
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  return { ok: false, reason: "rejected", status: response.status, body: parsed };
}

/** Same shape the form service checks: text, @, text, a dot, text; no spaces. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
