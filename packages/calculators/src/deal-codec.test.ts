import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64UrlEncode } from "./base64url.ts";
import {
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
} from "./constants.ts";
import { crc32 } from "./crc32.ts";
import { decodeDeal, encodeDeal, MAX_ENCODED_DEAL_LENGTH } from "./deal-codec.ts";
import { sanitizeDeal } from "./deal-payload.ts";
import { anyString, deal, hostileNumber, RUNS, sanitizedNumber } from "./testing/arbitraries.ts";
import type { Comp, Deal } from "./types.ts";
import { utf8Encode } from "./utf8.ts";

const comps: Comp[] = [
  {
    id: "c1",
    address: "12 Oak St",
    price: 300_000,
    squareFootage: 1_500,
    bedrooms: 3,
    bathrooms: 2,
    pricePerSqFt: 200,
  },
  {
    id: "c2",
    address: "Ünïcødé Ave 😀",
    price: 330_000,
    squareFootage: 1_500,
    bedrooms: 4,
    bathrooms: 2.5,
    pricePerSqFt: 220,
  },
];

const examples: Deal[] = [
  { kind: "land", inputs: { ...landDefaults, zipCode: "78701", financeLand: true } },
  { kind: "flip", inputs: { ...flipDefaults, address: "1 Main St", useComps: true }, comps },
  { kind: "renovation", inputs: { ...renovationDefaults, bathroomRemodel: false } },
  {
    kind: "construction",
    inputs: { ...constructionDefaults, propertyType: "triplex", loanProduct: "ltarv-75" },
  },
];

/** Builds a text with a correct checksum around any payload, as a forger would. */
function forge(header: string, payloadBytes: Uint8Array): string {
  const body = `${header}.${base64UrlEncode(payloadBytes)}`;
  return `${body}.${crc32(body).toString(36).padStart(7, "0")}`;
}
const forgeJson = (header: string, json: string) => forge(header, utf8Encode(json));

const codeOf = (text: string) => {
  const result = decodeDeal(text);
  return result.ok ? "ok" : result.error.code;
};

describe("encodeDeal / decodeDeal", () => {
  it.each(examples)("round-trips a $kind deal", (example) => {
    expect(decodeDeal(encodeDeal(example))).toEqual({ ok: true, deal: example });
  });

  it("writes a compact, versioned, URL-safe text", () => {
    const text = encodeDeal(examples[1] as Deal);
    expect(text).toMatch(/^1f\.[A-Za-z0-9_-]+\.[0-9a-z]{7}$/);
    expect(encodeURIComponent(text)).toBe(text);
    expect(text.length).toBeLessThan(300);
    expect(encodeDeal({ kind: "land", inputs: landDefaults }).startsWith("1l.")).toBe(true);
    expect(encodeDeal({ kind: "renovation", inputs: renovationDefaults }).startsWith("1r.")).toBe(
      true,
    );
    expect(
      encodeDeal({ kind: "construction", inputs: constructionDefaults }).startsWith("1c."),
    ).toBe(true);
  });

  it("sanitizes on the way in, as the calculators would", () => {
    const text = encodeDeal({
      kind: "land",
      inputs: { ...landDefaults, landLTV: 95, purchasePrice: -1 },
    });
    const result = decodeDeal(text);
    expect(result.ok && result.deal.kind === "land" && result.deal.inputs).toMatchObject({
      landLTV: 70,
      purchasePrice: 0,
    });
  });

  it("decodeDeal(encodeDeal(x)) equals x for every sanitized deal", () => {
    fc.assert(
      fc.property(deal(sanitizedNumber).map(sanitizeDeal), (x) => {
        expect(decodeDeal(encodeDeal(x))).toEqual({ ok: true, deal: x });
      }),
      RUNS,
    );
  });

  it("gives back the sanitized deal for any deal at all", () => {
    fc.assert(
      fc.property(deal(hostileNumber), (x) => {
        const clean = sanitizeDeal(x);
        expect(sanitizeDeal(clean)).toEqual(clean);
        expect(decodeDeal(encodeDeal(x))).toEqual({ ok: true, deal: clean });
      }),
      RUNS,
    );
  });
});

describe("decodeDeal rejects bad texts with a typed error", () => {
  const valid = encodeDeal(examples[0] as Deal);

  it("rejects any single-character change", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%é";
    fc.assert(
      fc.property(
        deal(sanitizedNumber),
        fc.nat(),
        fc.constantFrom(...alphabet),
        (x, at, replacement) => {
          const text = encodeDeal(x);
          const index = at % text.length;
          fc.pre(text[index] !== replacement);
          const tampered = text.slice(0, index) + replacement + text.slice(index + 1);
          expect(decodeDeal(tampered).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it("rejects deletions, insertions and truncations", () => {
    fc.assert(
      fc.property(
        deal(sanitizedNumber),
        fc.nat(),
        fc.constantFrom("A", "0", "-", "_"),
        (x, at, extra) => {
          const text = encodeDeal(x);
          const index = at % text.length;
          expect(decodeDeal(text.slice(0, index) + text.slice(index + 1)).ok).toBe(false);
          expect(decodeDeal(text.slice(0, index) + extra + text.slice(index)).ok).toBe(false);
          expect(decodeDeal(text.slice(0, index)).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(anyString, (text) => {
        expect(decodeDeal(text).ok).toBe(false);
      }),
      RUNS,
    );
  });

  it.each([
    ["not text", 42 as unknown as string, "malformed"],
    ["too long", `1l.${"A".repeat(MAX_ENCODED_DEAL_LENGTH)}.0000000`, "too-long"],
    ["empty", "", "malformed"],
    ["no separators", "1lAAAA0000000", "malformed"],
    ["a padding character", valid.replace(".", ".="), "malformed"],
    ["a future version", `2${valid.slice(1)}`, "unsupported-version"],
    ["a zero-padded version", `0${valid}`, "unsupported-version"],
    ["an unknown kind", `1x${valid.slice(2)}`, "unknown-kind"],
    ["a wrong checksum", `${valid.slice(0, -7)}0000000`, "checksum-mismatch"],
    ["a changed kind", `1r${valid.slice(2)}`, "checksum-mismatch"],
  ])("%s", (_, text, code) => {
    const result = decodeDeal(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(code);
    expect(!result.ok && result.error.message.length).toBeGreaterThan(0);
  });

  const landJson = JSON.stringify(["", 1, 1, 1, 0, 70, 2.5, 1, 1]);
  const flipFields = JSON.stringify(["", "", 0, 1, 1, 0, 3, 2, 5, 1, 1, 90, 8.5, 6, 10, 3]);
  const comp = JSON.stringify(["c", "", 1, 1, 3, 2]);

  it.each([
    ["a well-formed land payload (control)", "1l", landJson, "ok"],
    ["a well-formed flip payload (control)", "1f", `[${flipFields},[${comp}]]`, "ok"],
    ["invalid JSON", "1l", "[1,", "invalid-payload"],
    ["a JSON object", "1l", '{"a":1}', "invalid-payload"],
    ["a JSON number", "1l", "7", "invalid-payload"],
    ["a missing field", "1l", JSON.stringify(["", 1, 1, 1, 0, 70, 2.5, 1]), "invalid-payload"],
    ["an extra field", "1l", JSON.stringify(["", 1, 1, 1, 0, 70, 2.5, 1, 1, 9]), "invalid-payload"],
    ["a number as text", "1l", JSON.stringify([0, 1, 1, 1, 0, 70, 2.5, 1, 1]), "invalid-payload"],
    [
      "text as a number",
      "1l",
      JSON.stringify(["", "1", 1, 1, 0, 70, 2.5, 1, 1]),
      "invalid-payload",
    ],
    [
      "a negative amount",
      "1l",
      JSON.stringify(["", -1, 1, 1, 0, 70, 2.5, 1, 1]),
      "invalid-payload",
    ],
    [
      "an amount over 1e12",
      "1l",
      JSON.stringify(["", 2e12, 1, 1, 0, 70, 2.5, 1, 1]),
      "invalid-payload",
    ],
    ["a flag of 2", "1l", JSON.stringify(["", 1, 1, 1, 2, 70, 2.5, 1, 1]), "invalid-payload"],
    ["a flag as true", "1l", JSON.stringify(["", 1, 1, 1, true, 70, 2.5, 1, 1]), "invalid-payload"],
    [
      "a choice out of range",
      "1c",
      JSON.stringify([6, 1, 1, 0, 70, 1, 1, 1, 0, 15, 10, 8, 9.5, 0]),
      "invalid-payload",
    ],
    ["flip inputs that are not a list", "1f", `[7,[${comp}]]`, "invalid-payload"],
    ["flip comps that are not a list", "1f", `[${flipFields},7]`, "invalid-payload"],
    ["a comp with an extra field", "1f", `[${flipFields},[["c","",1,1,3,2,9]]]`, "invalid-payload"],
    [
      "flip inputs with an extra field",
      "1f",
      `[${flipFields.slice(0, -1)},9],[]]`,
      "invalid-payload",
    ],
    ["flip with trailing data", "1f", `[${flipFields},[],1]`, "invalid-payload"],
  ])("%s", (_, header, json, code) => {
    expect(codeOf(forgeJson(header, json))).toBe(code);
  });

  it("rejects payloads that are not base64url or not UTF-8", () => {
    // "Zh" carries non-zero leftover bits; 0xff is never valid UTF-8
    const body = "1l.Zh";
    expect(codeOf(`${body}.${crc32(body).toString(36).padStart(7, "0")}`)).toBe("invalid-payload");
    expect(codeOf(forge("1l", Uint8Array.from([0x5b, 0xff, 0x5d])))).toBe("invalid-payload");
  });

  it("sanitizes forged values that pass the checksum (it is not a signature)", () => {
    const forged = forgeJson("1l", JSON.stringify(["", 1, 1, 1, 1, 99, 2.5, 1, 1]));
    const result = decodeDeal(forged);
    expect(result.ok && result.deal.kind === "land" && result.deal.inputs.landLTV).toBe(70);
  });
});
