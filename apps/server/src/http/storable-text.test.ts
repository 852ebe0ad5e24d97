import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { findUnstorableText } from "./storable-text.ts";

describe("findUnstorableText", () => {
  it("names the first field holding a NUL or a lone surrogate", () => {
    expect(findUnstorableText({ a: "fine", b: { c: ["ok", "bad\u0000"] } })).toBe("b.c.1");
    expect(findUnstorableText({ name: "x\ud800" })).toBe("name");
    expect(findUnstorableText({ name: "emoji \ud83d\ude00" })).toBeUndefined();
  });

  it("does not walk a streamed body (an upload part), whose objects refer to each other", () => {
    const stream = new PassThrough();
    // A NUL in the stream's own properties is not request text: only parsed data is checked.
    Object.assign(stream, { label: "\u0000" });
    expect(findUnstorableText(stream)).toBeUndefined();
    expect(findUnstorableText(Buffer.from([0, 1, 2]))).toBeUndefined();
  });
});
