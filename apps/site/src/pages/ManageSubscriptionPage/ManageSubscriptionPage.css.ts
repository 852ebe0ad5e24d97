import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  minHeight: "100vh",
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const brand = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandTagline = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: "0.1em",
  fontWeight: vars.fontWeight.semibold,
});

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
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

export const content = style({
  maxWidth: "40rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
});

export const intro = style({ margin: 0, color: vars.color.text.secondary });

export const loginForm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const none = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});
