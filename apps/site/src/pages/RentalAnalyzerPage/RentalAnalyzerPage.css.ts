import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/** As /deal-calculator's page: the two analyzers sit on their pages alike. */
export const page = style({
  width: "100%",
  maxWidth: "80rem",
  margin: "0 auto",
  // Room for the fixed Home button above the analyzer.
  padding: `calc(${vars.space.lg} * 2 + 2.5rem) ${vars.space.lg} ${vars.space["2xl"]}`,
  "@media": {
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

export const crossLink = style({
  marginBlockStart: vars.space.lg,
  color: vars.color.text.secondary,
  "@media": { print: { display: "none" } },
});
