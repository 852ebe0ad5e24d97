import { HttpError, notFound, tooManyRequests } from "../http/errors.ts";
import { isEmailAddress } from "../http/formats.ts";
import type { HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";
import { normalizeEmail } from "../users/users.ts";
import { FORM_NOT_FOUND, TOO_MANY_SUBMISSIONS } from "../http/messages.ts";

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

/** The contract's maxLength of each field (names 200, e-mail 254, phone 50, free text 5000). */
const MAX_LENGTH: Record<string, number> = {
  name: 200,
  firstName: 200,
  lastName: 200,
  company: 200,
  location: 200,
  email: 254,
  phone: 50,
};
const MAX_FREE_TEXT_LENGTH = 5000;

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
    const maxLength = MAX_LENGTH[field] ?? MAX_FREE_TEXT_LENGTH;
    if (value.length > maxLength)
      problems.push(`${field}: must be at most ${maxLength} characters`);
    if (value !== "") values[field] = value;
    else if (rules.required.includes(field)) problems.push(`${field}: field required`);
  }
  // isEmailAddress is one pass and refuses anything over 254 characters first.
  if (values["email"] !== undefined && !isEmailAddress(values["email"]))
    problems.push("email: must be a valid email address");
  return problems.length > 0
    ? { kind: "invalid", problems }
    : { kind: "valid", form: formId, values };
}

/** The form-collection service: validates a submission by its form's rules and stores it. */
export function formHandlers(services: Services): HandlerMap {
  return {
    async submitForm({ params, body, request }) {
      const check = checkForm(params.formId, body);
      if (check.kind === "unknown") throw notFound(FORM_NOT_FOUND);
      const ipKey = `ip:${request.ip}`;
      const blocked = await services.limits.formIp.blockedFor(ipKey);
      if (blocked > 0) throw tooManyRequests(blocked, TOO_MANY_SUBMISSIONS);
      if (check.kind === "invalid") throw new HttpError(422, check.problems);
      // Counted before storing, atomically, so parallel posts cannot all slip under the limit.
      const wait = await services.limits.formIp.consume(ipKey);
      if (wait > 0) throw tooManyRequests(wait, TOO_MANY_SUBMISSIONS);

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
