/**
 * The contract's string formats, each checked in one pass over its input. ajv-formats' own
 * expressions for `email` and `uri-reference` backtrack on crafted input (a 128 KB address
 * stalled the whole server for seconds), and with `allErrors` ajv runs a format even on a
 * string its `maxLength` already refused; so no format here may be worse than linear.
 */

/** RFC 5321's limit on a forward path: no address is longer. */
export const MAX_EMAIL_LENGTH = 254;

const isSpaceOrControl = (code: number) =>
  code <= 0x20 || code === 0x7f || code === 0xa0 || (code >= 0x2000 && code <= 0x200b);

/**
 * The shape the site checks (text, @, text, a dot, text; no spaces), in one pass: exactly one
 * `@` with something before it, and a domain with a dot that has a character on each side.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  let at = -1;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isSpaceOrControl(code)) return false;
    if (code === 0x40) {
      if (at !== -1) return false;
      at = index;
    }
  }
  if (at < 1) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}

// Anchored, with no two adjacent parts able to match the same characters: linear.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:?\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const validDay = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

export function isDateTime(value: string): boolean {
  if (value.length > 40) return false;
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return (
    validDay(year ?? 0, month ?? 0, day ?? 0) &&
    (hour ?? 99) <= 23 &&
    (minute ?? 99) <= 59 &&
    (second ?? 99) <= 60
  );
}

export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  return validDay(year ?? 0, month ?? 0, day ?? 0);
}

/** The WHATWG URL parser is a single-pass state machine. */
const MAX_URL_LENGTH = 8192;
const hasSpace = (value: string) => {
  for (let index = 0; index < value.length; index += 1)
    if (isSpaceOrControl(value.charCodeAt(index))) return true;
  return false;
};

export function isAbsoluteUri(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && !hasSpace(value) && URL.canParse(value);
}

export function isUriReference(value: string): boolean {
  return (
    value.length <= MAX_URL_LENGTH && !hasSpace(value) && URL.canParse(value, "http://x.invalid/")
  );
}

export const LINEAR_FORMATS: Record<string, (value: string) => boolean> = {
  email: isEmailAddress,
  "date-time": isDateTime,
  date: isDate,
  uri: isAbsoluteUri,
  "uri-reference": isUriReference,
};

/**
 * An ajv plugin that replaces ajv-formats. Fastify adds ajv-formats unless a plugin named
 * `formatsPlugin` is given, hence the name.
 */
interface FormatRegistry {
  addFormat(
    name: string,
    format: { type: "string"; validate: (value: string) => boolean },
  ): unknown;
}

export function formatsPlugin<A extends FormatRegistry>(ajv: A): A {
  for (const [name, validate] of Object.entries(LINEAR_FORMATS)) {
    ajv.addFormat(name, { type: "string", validate });
  }
  return ajv;
}
