import { HttpError, notFound, tooManyRequests } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { normalizeEmail } from "../users/users.ts";

type FormKind = "contact" | "partnership" | "mentorship";

interface FormRules {
  required: readonly string[];
  optional: readonly string[];
}

/** Required fields per form (academy spec, sections 3 and 5). */
export const FORM_RULES: Record<FormKind, FormRules> = {
  contact: { required: ["name", "email", "message"], optional: ["phone"] },
  partnership: { required: ["name", "email", "phone"], optional: ["company", "message"] },
  mentorship: {
    required: ["firstName", "lastName", "email", "phone", "location"],
    optional: ["experience", "goals", "availability"],
  },
};

const MAX_FIELD_LENGTH = 5000;
// Same shape the site checks: text, @, text, a dot, text; no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isFormKind(id: string): id is FormKind {
  return Object.hasOwn(FORM_RULES, id);
}

export type FormCheck =
  | { kind: "unknown" }
  | { kind: "invalid"; problems: string[] }
  | { kind: "valid"; form: FormKind; values: Record<string, string> };

/**
 * Checks a submission against its own form's rules. The contract can only say "one of the
 * three forms", so this is also what explains a submission the contract rejected.
 */
export function checkForm(formId: string, body: unknown): FormCheck {
  if (!isFormKind(formId)) return { kind: "unknown" };
  const rules = FORM_RULES[formId];
  const input = (body !== null && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const field of [...rules.required, ...rules.optional]) {
    const raw = input[field];
    const value = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
    if (value.length > MAX_FIELD_LENGTH)
      problems.push(`${field}: must be at most ${MAX_FIELD_LENGTH} characters`);
    if (value !== "") values[field] = value;
    else if (rules.required.includes(field)) problems.push(`${field}: field required`);
  }
  if (values["email"] !== undefined && !EMAIL.test(values["email"]))
    problems.push("email: must be a valid email address");
  return problems.length > 0
    ? { kind: "invalid", problems }
    : { kind: "valid", form: formId, values };
}

export const FORM_NOT_FOUND = "Form not found";

/** The form-collection service: validates a submission by its form's rules and stores it. */
export function formHandlers(services: Services): HandlerMap {
  return {
    async submitForm({ params, body, request }) {
      const check = checkForm(params.formId, body);
      if (check.kind === "unknown") throw notFound(FORM_NOT_FOUND);
      const ipKey = `ip:${request.ip}`;
      const wait = services.limits.formIp.blockedFor(ipKey);
      if (wait > 0) throw tooManyRequests(wait, "Too many submissions. Please try again later.");
      if (check.kind === "invalid") throw new HttpError(422, check.problems);

      services.limits.formIp.hit(ipKey);
      await services.db
        .insertInto("form_submissions")
        .values({
          kind: check.form,
          email: normalizeEmail(check.values["email"] ?? ""),
          payload: JSON.stringify(check.values),
        })
        .execute();
      return { ok: true as const };
    },
  };
}
