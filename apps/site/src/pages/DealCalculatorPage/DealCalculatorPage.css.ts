import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  width: "100%",
  maxWidth: "80rem",
  margin: "0 auto",
  // Room for the fixed Home button above the analyzer.
  padding: `calc(${vars.space.lg} * 2 + 2.5rem) ${vars.space.lg} ${vars.space["2xl"]}`,
  "@media": {
    // A phone keeps its width for the analyzer's figures and tables.
    "screen and (max-width: 479.98px)": { paddingInline: vars.space.sm },
    print: { padding: 0, maxWidth: "none" },
  },
});

export const home = style({
  position: "fixed",
  top: vars.space.lg,
  left: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.md,
  "@media": { print: { display: "none" } },
});

/** Issue 46: the link to the Rental Analyzer under the analyzer and the saved deals. */
export const crossLink = style({
  marginBlockStart: vars.space.lg,
  color: vars.color.text.secondary,
  "@media": { print: { display: "none" } },
});
