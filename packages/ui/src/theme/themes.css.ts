import { createTheme, style } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { darkTokens, lightTokens } from "./tokens.ts";

const lightVars = createTheme(vars, lightTokens, "light");
const darkVars = createTheme(vars, darkTokens, "dark");

/**
 * What every themed subtree (a ThemeRoot, or a portalled overlay) needs besides the variables:
 * the body font and colour, and motion collapsed to nothing for people who asked for less.
 */
const themeBase = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  WebkitFontSmoothing: "antialiased",
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      vars: {
        [vars.motion.duration.fast]: "0ms",
        [vars.motion.duration.normal]: "0ms",
        [vars.motion.duration.slow]: "0ms",
      },
    },
  },
});

/**
 * Theme classes. Put one on any element (the document's <html>, a widget's container inside
 * its shadow root) and everything below it is themed; `:root` is never assumed.
 */
export const lightTheme = style([lightVars, themeBase]);
export const darkTheme = style([darkVars, themeBase]);

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
