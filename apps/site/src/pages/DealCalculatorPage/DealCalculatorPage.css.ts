import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/** The fixed bar's height: the Home button (2.5rem) and the bar's padding above and below. */
const barHeight = `calc(${vars.space.sm} * 2 + 2.5rem)`;

export const page = style({
  width: "100%",
  maxWidth: "80rem",
  margin: "0 auto",
  // Room for the fixed Home bar above the analyzer.
  padding: `calc(${barHeight} + ${vars.space.lg}) ${vars.space.lg} ${vars.space["2xl"]}`,
  "@media": {
    // A phone keeps its width for the analyzer's figures and tables.
    "screen and (max-width: 479.98px)": { paddingInline: vars.space.sm },
    print: { padding: 0, maxWidth: "none" },
  },
});

/**
 * investor-tools.md §2's fixed Home button, in a fixed bar of the page's own background (issue
 * 50): the analyzer scrolls under the bar, never behind a floating button with text around it
 * (at 390 px it sat on the SENSITIVITY heading).
 */
export const homeBar = style({
  position: "fixed",
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.sticky,
  display: "flex",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  "@media": {
    "screen and (max-width: 479.98px)": { paddingInline: vars.space.sm },
    print: { display: "none" },
  },
});

// What the browser scrolls to (a focused field, a link's target) stops below the bar.
globalStyle(`html:has(${page})`, { scrollPaddingTop: `calc(${barHeight} + ${vars.space.sm})` });

/** Issue 46: the link to the Rental Analyzer under the analyzer and the saved deals. */
export const crossLink = style({
  marginBlockStart: vars.space.lg,
  color: vars.color.text.secondary,
  "@media": { print: { display: "none" } },
});
