import { afterEach, describe, expect, it, vi } from "vitest";
import { vars } from "@academy/ui";
import { accentStyle, textColorOn } from "./accent.ts";

afterEach(() => vi.unstubAllGlobals());

const name = (reference: string) => reference.slice("var(".length, -1);

describe("textColorOn", () => {
  it("picks white on dark colours and black on light ones", () => {
    expect(textColorOn("#0f766e")).toBe("#FFFFFF");
    expect(textColorOn("#000")).toBe("#FFFFFF");
    expect(textColorOn("#fde047")).toBe("#000000");
    expect(textColorOn("#FFF")).toBe("#000000");
  });

  it("falls back to white for colours it cannot read", () => {
    expect(textColorOn("rebeccapurple")).toBe("#FFFFFF");
    expect(textColorOn("#12")).toBe("#FFFFFF");
  });
});

describe("accentStyle", () => {
  it("overrides the brand and focus colours with a valid colour", () => {
    vi.stubGlobal("CSS", { supports: (_property: string, value: string) => value === "#0f766e" });
    expect(accentStyle("#0f766e")).toEqual({
      [name(vars.color.brand.solid)]: "#0f766e",
      [name(vars.color.brand.solidHover)]: "color-mix(in srgb, #0f766e 85%, black)",
      [name(vars.color.brand.onSolid)]: "#FFFFFF",
      [name(vars.color.focus.ring)]: "#0f766e",
    });
  });

  it("ignores anything that is not a colour, and no colour at all", () => {
    vi.stubGlobal("CSS", { supports: () => false });
    expect(accentStyle("red; background: url(x)")).toBeUndefined();
    expect(accentStyle(undefined)).toBeUndefined();
    expect(accentStyle("")).toBeUndefined();
  });

  it("ignores the colour where CSS.supports is missing", () => {
    vi.stubGlobal("CSS", undefined);
    expect(accentStyle("#0f766e")).toBeUndefined();
  });
});
