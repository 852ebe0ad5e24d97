import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  width: "100%",
  maxWidth: "72rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space["2xl"]}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": { "screen and (max-width: 479.98px)": { paddingInline: vars.space.sm } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize["3xl"] });

export const text = style({ margin: 0, color: vars.color.text.secondary });
