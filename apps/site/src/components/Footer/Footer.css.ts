import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";
import { focusOnInverse } from "../../styles/shared.css.ts";

export const footer = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  paddingBlock: vars.space["2xl"],
});

export const inner = style({
  boxSizing: "border-box",
  display: "grid",
  gap: vars.space.xl,
  maxWidth: "72rem",
  marginInline: "auto",
  paddingInline: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "2fr repeat(4, minmax(0, 1fr))" },
  },
});

export const about = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0 });

export const address = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontStyle: "normal",
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  fontSize: vars.fontSize.sm,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-block",
  paddingBlock: vars.space.xxs,
  color: vars.color.text.inverse,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": focusOnInverse },
});

export const copyright = style({
  boxSizing: "border-box",
  maxWidth: "72rem",
  margin: `${vars.space.xl} auto 0`,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
