import fc from "fast-check";

/** Inputs an attacker sends: the values the fuzz test breaks well-formed requests with. */

export const HUGE = 300_000;
/** Strings no check may choke on: long, crafted for backtracking, NUL, lone surrogates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfff", "\u202e") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      `a@${"a.".repeat(64 * 1024)}`,
      `${"a".repeat(64 * 1024)}@`,
      "x".repeat(HUGE),
      `${"é".repeat(5000)}@example.com`,
      "http://" + "a".repeat(9000),
      "9999-99-99T99:99:99Z",
    ),
  },
);

export const hostileNumber = fc.constantFrom(
  -1,
  0,
  2147483648,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  1.5,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER,
);

/** Any JSON value of a wrong kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $ref: "#/x" }, { __proto__: { x: 1 } }),
  fc.array(fc.integer(), { maxLength: 3 }),
);

export const BOUNDARY = "----fuzz";
export const multipartBodies = fc.oneof(
  fc.constantFrom(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--${BOUNDARY}--`,
    "garbage",
    "",
    `--${BOUNDARY}--`,
  ),
  fc
    .uint8Array({ maxLength: 300 })
    .map(
      (bytes) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${Buffer.from(bytes).toString("latin1")}\r\n--${BOUNDARY}--\r\n`,
    ),
);

export const rawJson = fc.constantFrom(
  '{"a":',
  "{",
  "[]",
  "nul",
  '"\\ud800"',
  "\u0000",
  "{}}",
  "1e999",
);

export const oddPathValues = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "0",
      "-1",
      "2147483647",
      "2147483648",
      "9007199254740993",
      "Infinity",
      "-Infinity",
      "NaN",
      "1e3",
      "1.5",
      "0x10",
      "%00",
      "%ZZ",
      "%F0%9F%98%80",
      "%ED%A0%80",
      "contact",
      "mentorship",
      "a".repeat(3000),
      "..%2F..%2Fetc%2Fpasswd",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent) },
);
