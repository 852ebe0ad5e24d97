import { createContext, useContext } from "react";
import { lightTheme, type ThemeName } from "../theme/themes.css.ts";

export interface ThemeContextValue {
  theme: ThemeName;
  /** The theme class, re-applied by overlays that portal out of the themed subtree. */
  themeClassName: string;
  /** Where overlays portal to; `undefined` means document.body. */
  portalContainer: HTMLElement | undefined;
}

export const ThemeContext = createContext<ThemeContextValue>({
  theme: "light",
  themeClassName: lightTheme,
  portalContainer: undefined,
});

/** The current theme and portal container, for overlays and for app code that needs them. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
