import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64UrlDecode, base64UrlEncode } from "./base64url.ts";
import { RUNS } from "./testing/arbitraries.ts";

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("base64url", () => {
  it.each([
    // RFC 4648 section 10 vectors, without padding
    ["", ""],
    ["f", "Zg"],
    ["fo", "Zm8"],
    ["foo", "Zm9v"],
    ["foob", "Zm9vYg"],
    ["fooba", "Zm9vYmE"],
    ["foobar", "Zm9vYmFy"],
  ])("%j <-> %j", (plain, encoded) => {
    expect(base64UrlEncode(ascii(plain))).toBe(encoded);
    expect(base64UrlDecode(encoded)).toEqual(ascii(plain));
  });

  it("uses - and _ instead of + and /", () => {
    expect(base64UrlEncode(Uint8Array.from([0xfb, 0xff]))).toBe("-_8");
  });

  it("round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        expect(base64UrlDecode(base64UrlEncode(data))).toEqual(data);
      }),
      RUNS,
    );
  });

  it.each([
    ["a character outside the alphabet", "Zm9v+"],
    ["padding", "Zg=="],
    ["a 4n+1 length", "Zm9vY"],
    ["non-zero leftover bits", "Zh"],
  ])("rejects %s", (_, text) => {
    expect(base64UrlDecode(text)).toBeNull();
  });
});
