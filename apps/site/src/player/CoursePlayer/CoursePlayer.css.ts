import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: "96rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.lg}`,
  boxSizing: "border-box",
  color: vars.color.text.primary,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const titleBlock = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  flex: "1 1 24rem",
  minWidth: 0,
});

export const courseTitle = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const courseProgress = style({ width: "100%", maxWidth: "32rem" });

export const advance = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success.border}`,
  background: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
  fontWeight: vars.fontWeight.semibold,
});

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": {
    "screen and (min-width: 1024px)": { gridTemplateColumns: "18rem minmax(0, 1fr)" },
  },
});

export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
});

export const main = style({ minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.text.secondary });
