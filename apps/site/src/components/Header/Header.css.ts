import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";
import { focusOnInverse } from "../../styles/shared.css.ts";

export const header = style({
  position: "relative",
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const bar = style({
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  maxWidth: "80rem",
  minHeight: "4rem",
  marginInline: "auto",
  paddingInline: vars.space.lg,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text.inverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": focusOnInverse },
});

export const brandMark = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.md,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
});

export const desktopNav = style({
  display: "none",
  "@media": { [media.desktop]: { display: "block", marginInline: "auto" } },
});

export const navList = style({
  display: "flex",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const linkBase = {
  display: "block",
  color: vars.color.text.inverse,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover": { background: vars.color.surface.inverseHover },
    "&:focus-visible": focusOnInverse,
    '&[aria-current="page"]': { textDecoration: "underline", textUnderlineOffset: "0.3em" },
  },
} as const;

export const navLink = style({ ...linkBase, padding: `${vars.space.sm} ${vars.space.md}` });

export const account = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginInlineStart: "auto",
  "@media": { [media.desktop]: { marginInlineStart: 0 } },
});

export const userControls = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});

export const userName = style({
  display: "none",
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
  "@media": { [media.tablet]: { display: "inline" } },
});

export const desktopOnly = style({
  display: "none",
  "@media": { [media.desktop]: { display: "inline-flex" } },
});

export const avatarButton = style({
  position: "relative",
  display: "inline-flex",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: "transparent",
  cursor: "pointer",
  selectors: { "&:focus-visible": focusOnInverse },
});

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text.inverse,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface.inverseHover },
    "&:focus-visible": focusOnInverse,
  },
  "@media": { [media.desktop]: { display: "none" } },
});

export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.surface.inverseHover}`,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  "@media": { [media.desktop]: { display: "none" } },
});

export const mobileList = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const mobileLink = style({ ...linkBase, padding: `${vars.space.md} ${vars.space.sm}` });

export const mobileAccount = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.surface.inverseHover}`,
});

export const mobileName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const mobileActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const photoMenu = style({ position: "relative", display: "inline-flex" });

export const photoToggle = style([
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "2rem",
    height: "2rem",
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: "transparent",
    color: vars.color.text.inverse,
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surface.inverseHover },
      "&:focus-visible": focusOnInverse,
    },
  },
]);

export const photoList = style({
  position: "absolute",
  top: "calc(100% + 0.25rem)",
  right: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: "10rem",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surface.raised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const photoItem = style({
  display: "block",
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.primary,
  font: "inherit",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "-2px" },
  },
});
