import type { components } from "@academy/api";
import {
  MIN_AMOUNT_OFF_CENTS,
  PROMOTION_CODES_TEXT as TEXT,
} from "../../lib/adminPromotionCodesText.ts";
import { ADMIN_CONSOLE_TEXT } from "../../lib/adminConsoleText.ts";

export type CreateCodeBody = components["schemas"]["AdminCreatePromotionCodeRequest"];

/** What the create form holds, as typed. */
export interface CodeFormValues {
  code: string;
  kind: "percent" | "amount";
  value: string;
  allCourses: boolean;
  /** course:<id>, calculator, discord:<tier>. */
  products: string[];
  /** yyyy-mm-dd, or "" for never. */
  expires: string;
  maxUses: string;
  oncePerCustomer: boolean;
  reason: string;
}

export const EMPTY_CODE_FORM: CodeFormValues = {
  code: "",
  kind: "percent",
  value: "",
  allCourses: false,
  products: [],
  expires: "",
  maxUses: "",
  oncePerCustomer: false,
  reason: "",
};

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The end of a local day, as an instant (the code works through that day). */
function endOfDay(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const at = new Date(`${day}T23:59:59.999`);
  return Number.isFinite(at.getTime()) ? at : undefined;
}

/**
 * Checks the form the way the server will, with the console's words, and builds the request:
 * every problem at once; never NaN (a number that does not parse is a problem, not a value).
 */
export function checkCodeForm(
  values: CodeFormValues,
  now: Date,
  idempotencyKey: string,
): { body: CreateCodeBody; errors: [] } | { body: null; errors: string[] } {
  const errors: string[] = [];
  const code = values.code.trim();
  if (!CODE.test(code)) errors.push(TEXT.codeSpelling);
  const typed = values.value.trim();
  const number = DECIMAL.test(typed) ? Number(typed) : Number.NaN;
  if (values.kind === "percent" && !(number > 0 && number <= 100)) errors.push(TEXT.percentRange);
  if (values.kind === "amount" && !(number * 100 >= MIN_AMOUNT_OFF_CENTS))
    errors.push(TEXT.amountRange);
  if (!values.allCourses && values.products.length === 0) errors.push(TEXT.scopeRequired);
  const expires = values.expires.trim();
  const until = expires === "" ? undefined : endOfDay(expires);
  if (expires !== "" && (!until || until.getTime() <= now.getTime())) errors.push(TEXT.expiryPast);
  const maxText = values.maxUses.trim();
  const maxUses = WHOLE.test(maxText) ? Number(maxText) : Number.NaN;
  if (maxText !== "" && !(maxUses >= 1 && maxUses <= 1_000_000)) errors.push(TEXT.maxUsesRange);
  if (values.reason.trim().length < 3) errors.push(ADMIN_CONSOLE_TEXT.reasonRequired);
  if (errors.length > 0) return { body: null, errors };
  return {
    errors: [],
    body: {
      code,
      ...(values.kind === "percent"
        ? { percent_off: number }
        : { amount_off: Math.round(number * 100) }),
      all_courses: values.allCourses,
      products: values.products,
      once_per_customer: values.oncePerCustomer,
      ...(maxText === "" ? {} : { max_uses: maxUses }),
      ...(until ? { expires_at: until.toISOString() } : {}),
      reason: values.reason.trim(),
      idempotency_key: idempotencyKey,
    },
  };
}
