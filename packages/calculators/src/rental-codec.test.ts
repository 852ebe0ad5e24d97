import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeBrrrrInputs } from "./brrrr.ts";
import { encodeDeal } from "./deal-codec.ts";
import { encodeFrame } from "./deal-frame.ts";
import { sanitizeRentalInputs } from "./rental.ts";
import { brrrrDefaults, rentalDefaults } from "./rental-constants.ts";
import { decodeRentalDeal, encodeRentalDeal } from "./rental-codec.ts";
import {
  brrrrInputs,
  hostileNumber,
  landInputs,
  RUNS,
  rentalInputs,
} from "./testing/arbitraries.ts";

describe("encodeRentalDeal / decodeRentalDeal", () => {
  it("round-trips the defaults of both modes with their own kind letters", () => {
    const rental = encodeRentalDeal({ kind: "rental", inputs: rentalDefaults });
    const brrrr = encodeRentalDeal({ kind: "brrrr", inputs: brrrrDefaults });
    expect(rental).toMatch(/^1h\.[A-Za-z0-9_-]+\.[0-9a-z]{7}$/);
    expect(brrrr).toMatch(/^1b\./);
    expect(decodeRentalDeal(rental)).toEqual({
      ok: true,
      deal: { kind: "rental", inputs: rentalDefaults },
    });
    expect(decodeRentalDeal(brrrr)).toEqual({
      ok: true,
      deal: { kind: "brrrr", inputs: brrrrDefaults },
    });
  });

  it("round-trips any deal to its sanitized inputs", () => {
    fc.assert(
      fc.property(rentalInputs(hostileNumber), brrrrInputs(hostileNumber), (rental, brrrr) => {
        expect(decodeRentalDeal(encodeRentalDeal({ kind: "rental", inputs: rental }))).toEqual({
          ok: true,
          deal: { kind: "rental", inputs: sanitizeRentalInputs(rental) },
        });
        expect(decodeRentalDeal(encodeRentalDeal({ kind: "brrrr", inputs: brrrr }))).toEqual({
          ok: true,
          deal: { kind: "brrrr", inputs: sanitizeBrrrrInputs(brrrr) },
        });
      }),
      RUNS,
    );
  });

  it("refuses the four calculators' links, damaged links and foreign payloads", () => {
    const land = fc.sample(landInputs(hostileNumber), 1)[0];
    if (land === undefined) throw new Error("no sample");
    expect(decodeRentalDeal(encodeDeal({ kind: "land", inputs: land }))).toMatchObject({
      ok: false,
      error: { code: "unknown-kind" },
    });
    const text = encodeRentalDeal({ kind: "rental", inputs: rentalDefaults });
    expect(decodeRentalDeal(`${text.slice(0, -1)}x`)).toMatchObject({
      ok: false,
      error: { code: "checksum-mismatch" },
    });
    expect(decodeRentalDeal("not a link")).toMatchObject({
      ok: false,
      error: { code: "malformed" },
    });
    // A well-framed payload with one field too few, or a negative amount, is not a deal.
    expect(decodeRentalDeal(encodeFrame("h", [1, 2, 3]))).toMatchObject({
      ok: false,
      error: { code: "invalid-payload" },
    });
    expect(decodeRentalDeal(encodeFrame("b", new Array(29).fill(-1)))).toMatchObject({
      ok: false,
      error: { code: "invalid-payload" },
    });
  });
});
