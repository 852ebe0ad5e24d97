import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  maxWidth: "72rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["3xl"] });

export const nav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const navLink = style({
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: {
    "&[aria-current='page']": { background: vars.color.surface.sunken },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});
