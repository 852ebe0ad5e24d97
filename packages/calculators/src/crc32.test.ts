import { describe, expect, it } from "vitest";
import { crc32 } from "./crc32.ts";

describe("crc32", () => {
  it("matches the standard check values", () => {
    expect(crc32("")).toBe(0);
    expect(crc32("123456789")).toBe(0xcbf43926);
    expect(crc32("The quick brown fox jumps over the lazy dog")).toBe(0x414fa339);
  });
});
