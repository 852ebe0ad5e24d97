import { useEffect, useRef } from "react";
import { darkTheme, lightTheme } from "@academy/ui";
import "../loader.ts";
import type { AcademyEmbedOptions, EmbedKind } from "../kinds.ts";
import * as styles from "./EmbedButton.css.ts";

export interface EmbedButtonProps extends AcademyEmbedOptions {
  kind: EmbedKind;
}

/**
 * The partner script's button (dist/academy.js) as a partner's page shows it, for Storybook and
 * tests: the loader's own mount() into a slot on a light or dark page.
 */
export function EmbedButton({ kind, ...options }: EmbedButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  const { theme, buttonText, course, tier, plan } = options;
  useEffect(() => {
    if (!slot.current) return;
    return window.AcademyEmbed?.mount(slot.current, kind, {
      theme,
      buttonText,
      course,
      tier,
      plan,
    });
  }, [kind, theme, buttonText, course, tier, plan]);
  return (
    <div className={`${theme === "dark" ? darkTheme : lightTheme} ${styles.partnerPage}`}>
      <div ref={slot} data-embed-slot="" />
    </div>
  );
}
