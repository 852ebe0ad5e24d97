import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";
import { media } from "../theme/sprinkles.css.ts";

export const root = style({
  position: "relative",
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontFamily: vars.font.body,
});

export const bar = style({
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  minHeight: "4rem",
  maxWidth: "72rem",
  marginInline: "auto",
  paddingInline: vars.space.lg,
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  marginInlineEnd: "auto",
  "@media": { [media.tablet]: { marginInlineEnd: 0 } },
});

export const nav = style({
  display: "none",
  selectors: {
    "&[data-state='open']": {
      display: "block",
      position: "absolute",
      top: "100%",
      left: 0,
      right: 0,
      background: vars.color.surface.inverse,
      borderTop: `1px solid ${vars.color.surface.inverseHover}`,
      boxShadow: vars.shadow.lg,
      padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
    },
  },
  "@media": {
    [media.tablet]: {
      display: "block",
      marginInlineEnd: "auto",
      selectors: {
        "&[data-state='open']": {
          position: "static",
          padding: 0,
          border: "none",
          boxShadow: "none",
        },
      },
    },
  },
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "center", gap: vars.space.xs } },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text.inverse,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  borderBottom: "3px solid transparent",
  selectors: {
    "&:hover": { background: vars.color.surface.inverseHover },
    "&:focus-visible": { ...focusRing, outlineColor: vars.color.text.inverse },
    "&[aria-current='page']": { borderBottomColor: "currentColor" },
  },
  "@media": { [media.tablet]: { minHeight: "2.5rem", borderRadius: vars.radius.sm } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const menuButton = style({
  color: vars.color.text.inverse,
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surface.inverseHover },
    "&:focus-visible": { outlineColor: vars.color.text.inverse },
  },
  "@media": { [media.tablet]: { display: "none" } },
});
