import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const page = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "64rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg} ${vars.space["3xl"]}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const loading = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "20rem",
  justifyContent: "center",
});

export const loadingText = style({ margin: 0, color: vars.color.text.secondary });

export const grid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  height: "100%",
  boxSizing: "border-box",
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const badge = style({ alignSelf: "flex-start" });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const author = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const description = style({ margin: 0 });

export const bullets = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const note = style({
  margin: 0,
  color: vars.color.warning.text,
  fontWeight: vars.fontWeight.semibold,
});

export const price = style({ margin: 0, marginTop: "auto" });

export const amount = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });
