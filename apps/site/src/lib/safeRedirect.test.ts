import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safeRedirect.ts";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/nasclaprep?loginModal=true", "/")).toBe("/nasclaprep?loginModal=true");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    null,
  ])("refuses %j and uses the fallback", (bad) => {
    expect(safeRedirect(bad, "/home")).toBe("/home");
  });
});
