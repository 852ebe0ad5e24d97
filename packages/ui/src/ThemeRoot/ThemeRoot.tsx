import { forwardRef, useMemo, type ComponentPropsWithoutRef } from "react";
import { themes, type ThemeName } from "../theme/themes.css.ts";
import { cx } from "../utils/cx.ts";
import { ThemeContext } from "./ThemeContext.ts";
import * as styles from "./ThemeRoot.css.ts";

export interface ThemeRootProps extends ComponentPropsWithoutRef<"div"> {
  /** Which theme the subtree uses. */
  theme?: ThemeName;
  /** Paints the theme's page or raised surface behind the subtree; transparent by default. */
  surface?: "none" | "page" | "raised";
  /**
   * Where dialogs, popovers, selects and toasts portal to. Inside a widget's shadow root pass
   * an element in that root, or overlays land in document.body without the widget's CSS.
   */
  portalContainer?: HTMLElement | null;
}

/**
 * Scopes a theme to an element: applies the theme class and tells overlays which class and
 * portal container to use. Works in a document or inside a shadow root alike.
 */
export const ThemeRoot = forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  { theme = "light", surface, portalContainer, className, ...rest },
  ref,
) {
  const value = useMemo(
    () => ({
      theme,
      themeClassName: themes[theme],
      portalContainer: portalContainer ?? undefined,
    }),
    [theme, portalContainer],
  );
  return (
    <ThemeContext.Provider value={value}>
      <div
        ref={ref}
        data-theme={theme}
        className={cx(themes[theme], styles.root({ surface }), className)}
        {...rest}
      />
    </ThemeContext.Provider>
  );
});
