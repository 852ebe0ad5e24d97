import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RUNS } from "./testing/arbitraries.ts";
import { utf8Decode, utf8Encode } from "./utf8.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("utf8", () => {
  it("encodes 1- to 4-byte characters", () => {
    expect([...utf8Encode("A")]).toEqual([0x41]);
    expect([...utf8Encode("é")]).toEqual([0xc3, 0xa9]);
    expect([...utf8Encode("€")]).toEqual([0xe2, 0x82, 0xac]);
    expect([...utf8Encode("😀")]).toEqual([0xf0, 0x9f, 0x98, 0x80]);
  });

  it("writes lone surrogates as U+FFFD", () => {
    expect([...utf8Encode("\ud800")]).toEqual([0xef, 0xbf, 0xbd]);
    expect([...utf8Encode("\udc00x")]).toEqual([0xef, 0xbf, 0xbd, 0x78]);
  });

  it("round-trips well-formed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(utf8Decode(utf8Encode(text))).toBe(text);
      }),
      RUNS,
    );
  });

  it.each([
    ["a stray continuation byte", bytes(0x80)],
    ["an invalid lead byte", bytes(0xff)],
    ["an overlong lead byte", bytes(0xc0, 0x80)],
    ["an overlong 3-byte form", bytes(0xe0, 0x80, 0x80)],
    ["a truncated sequence", bytes(0xe2, 0x82)],
    ["a non-continuation inside a sequence", bytes(0xe2, 0x41, 0x41)],
    ["an encoded surrogate", bytes(0xed, 0xa0, 0x80)],
    ["a code point above U+10FFFF", bytes(0xf4, 0x90, 0x80, 0x80)],
  ])("rejects %s", (_, input) => {
    expect(utf8Decode(input)).toBeNull();
  });
});
