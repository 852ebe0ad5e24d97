import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";
import { darkTokens, lightTokens, type ThemeTokens, type Tone } from "./tokens.ts";

const tones: Tone[] = ["brand", "success", "warning", "danger", "info", "neutral", "premium"];
/** WCAG 2.2 AA: 4.5:1 for body text, 3:1 for control boundaries and focus indicators. */
const TEXT = 4.5;
const NON_TEXT = 3;

function pairs({ color }: ThemeTokens) {
  const { surface, text, border, focus } = color;
  const surfaces = { page: surface.page, raised: surface.raised, sunken: surface.sunken };
  const list: Array<[name: string, fg: string, bg: string, min: number]> = [];
  for (const [name, bg] of Object.entries(surfaces)) {
    list.push([`text.primary on ${name}`, text.primary, bg, TEXT]);
    list.push([`text.secondary on ${name}`, text.secondary, bg, TEXT]);
    list.push([`text.link on ${name}`, text.link, bg, TEXT]);
    for (const tone of tones) list.push([`${tone}.text on ${name}`, color[tone].text, bg, TEXT]);
  }
  for (const bg of [surface.page, surface.raised]) {
    list.push([`border.control on ${bg}`, border.control, bg, NON_TEXT]);
    list.push([`focus.ring on ${bg}`, focus.ring, bg, NON_TEXT]);
  }
  list.push(["text.inverse on surface.inverse", text.inverse, surface.inverse, TEXT]);
  list.push(["text.inverse on surface.inverseHover", text.inverse, surface.inverseHover, TEXT]);
  list.push(["text.primary on surface.hover", text.primary, surface.hover, TEXT]);
  for (const tone of tones) {
    list.push([`${tone}.onSolid on solid`, color[tone].onSolid, color[tone].solid, TEXT]);
    list.push([`${tone}.onSolid on solidHover`, color[tone].onSolid, color[tone].solidHover, TEXT]);
    list.push([`${tone}.onSubtle on subtle`, color[tone].onSubtle, color[tone].subtle, TEXT]);
  }
  return list;
}

describe.each([
  ["light", lightTokens],
  ["dark", darkTokens],
])("%s theme tokens", (_name, tokens) => {
  it.each(pairs(tokens))("%s meets WCAG AA", (_pair, fg, bg, min) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});

describe("contrastRatio", () => {
  it("matches the WCAG extremes", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});
