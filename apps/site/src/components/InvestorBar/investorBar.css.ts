import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/**
 * The investor-tools pages that carry their own navigation instead of the site's header
 * (investor-tools.md §2: /discord and /manage-subscription): the page, its dark top bar and
 * the bar's links.
 */
export const page = style({
  minHeight: "100vh",
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  color: vars.color.text.inverse,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});
