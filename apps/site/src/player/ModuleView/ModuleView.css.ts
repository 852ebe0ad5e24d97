import { vars } from "@academy/ui";
import { style } from "@vanilla-extract/css";
import { focusRing, focusTarget, plainList } from "../shared.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  minWidth: 0,
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const order = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.brand.text,
});

export const title = style([
  focusTarget,
  {
    margin: 0,
    fontSize: vars.fontSize["3xl"],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text.primary,
  },
]);

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

/**
 * The lesson (its video) first, then the list: beside it on wide screens, below it on narrow
 * ones, so a phone opens on the video (the DOM order, which is also the reading order).
 */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { "screen and (min-width: 1280px)": { gridTemplateColumns: "minmax(0, 1fr) 19rem" } },
});

export const lessonPane = style({ minWidth: 0 });

export const side = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": {
    "screen and (min-width: 1280px)": { position: "sticky", top: vars.space.lg },
  },
});

export const lessons = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const lessonsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const lessonList = style([
  plainList,
  { display: "flex", flexDirection: "column", gap: vars.space.xxs },
]);

export const lessonButton = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  width: "100%",
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: "none",
  color: vars.color.text.primary,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface.hover },
    '&[aria-current="true"]': {
      background: vars.color.brand.subtle,
      color: vars.color.brand.onSubtle,
    },
    "&:focus-visible": focusRing,
  },
});

export const check = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.control}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${lessonButton}[data-completed] &`]: {
      background: vars.color.success.solid,
      borderColor: vars.color.success.solid,
      color: vars.color.success.onSolid,
    },
  },
});

export const lessonText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const lessonTitle = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const lessonMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
  selectors: { [`${lessonButton}[aria-current="true"] &`]: { color: vars.color.brand.onSubtle } },
});

export const quizBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
});

export const quizHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
