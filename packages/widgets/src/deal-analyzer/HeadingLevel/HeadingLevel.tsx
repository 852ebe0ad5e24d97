import { createContext, useContext, type ComponentPropsWithoutRef } from "react";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The widget's title level: 1 on our own page, 2 by default on a partner's page, where the page
 * already has its h1. Every heading inside is placed relative to it.
 */
export const HeadingLevelContext = createContext<Level>(2);

export interface SubHeadingProps extends ComponentPropsWithoutRef<"h2"> {
  /** 0 for the widget's title, 1 for the panel titles, 2 for groups inside them. */
  depth: 0 | 1 | 2;
}

/** A heading at the widget's level plus `depth`, never deeper than h6. */
export function SubHeading({ depth, ...rest }: SubHeadingProps) {
  const base = useContext(HeadingLevelContext);
  const Element = `h${Math.min(6, base + depth) as Level}` as const;
  return <Element {...rest} />;
}

export function clampHeadingLevel(level: unknown): Level {
  const n = typeof level === "number" ? Math.trunc(level) : 2;
  return Math.min(4, Math.max(1, n)) as Level;
}
