/** A partner's accent colour, applied by overriding the theme's brand variables on the root. */
import { vars } from "@academy/ui";

/** "var(--x)" to "--x". */
function propertyName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, "$1");
}

/** Whether the browser accepts the text as a CSS colour (never true for CSS that is not one). */
export function isCssColor(value: string): boolean {
  return (
    typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("color", value)
  );
}

/**
 * Black or white, whichever reads better on a hex colour (WCAG relative luminance); white for
 * colours given another way.
 */
export function textColorOn(color: string): "#000000" | "#FFFFFF" {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return "#FFFFFF";
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black beats contrast with white above this luminance.
  return luminance > 0.179 ? "#000000" : "#FFFFFF";
}

/** Custom properties for the root's style, or nothing for a missing or invalid colour. */
export function accentStyle(color: string | undefined): Record<string, string> | undefined {
  if (!color || !isCssColor(color)) return undefined;
  const brand = vars.color.brand;
  return {
    [propertyName(brand.solid)]: color,
    [propertyName(brand.solidHover)]: `color-mix(in srgb, ${color} 85%, black)`,
    [propertyName(brand.onSolid)]: textColorOn(color),
    [propertyName(vars.color.focus.ring)]: color,
  };
}
