import { vars } from "@academy/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing, focusTarget, plainList } from "../shared.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style([
  focusTarget,
  {
    margin: 0,
    fontSize: vars.fontSize["2xl"],
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text.primary,
  },
]);

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const runner = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const dots = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dot = style({
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  selectors: {
    "&[data-answered]": {
      background: vars.color.brand.subtle,
      borderColor: vars.color.brand.border,
      color: vars.color.brand.onSubtle,
    },
    '&[aria-current="step"]': {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
    "&:hover": { borderColor: vars.color.border.strong },
    "&:focus-visible": focusRing,
  },
});

export const question = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const position = style([
  focusTarget,
  {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.secondary,
    textTransform: "none",
  },
]);

export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const type = style({ letterSpacing: "0.04em" });

export const questionText = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

export const answers = style([
  plainList,
  { display: "flex", flexDirection: "column", gap: vars.space.sm, width: "100%" },
]);

export const answer = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface.hover },
    "&[data-checked]": {
      borderColor: vars.color.brand.solid,
      background: vars.color.brand.subtle,
      color: vars.color.brand.onSubtle,
    },
    "&:has(input:focus-visible)": focusRing,
  },
});

export const radio = style({
  // Visually replaced by the letter, still the focusable control.
  position: "absolute",
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const letter = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.control}`,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${answer}[data-checked] &`]: {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
  },
});

export const answerText = style({ flex: 1 });

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const exit = style({ marginLeft: "auto" });

export const results = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const resultsTitle = style([
  focusTarget,
  { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
]);

export const scoreCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const scoreLine = style({
  margin: 0,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.md,
});

export const scoreLabel = style({ color: vars.color.text.secondary });

export const score = style({
  fontSize: vars.fontSize["4xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  fontVariantNumeric: "tabular-nums",
});

export const feedback = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand.text,
});

export const certificate = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

export const reviewHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const review = style([
  plainList,
  { display: "flex", flexDirection: "column", gap: vars.space.md },
]);

export const reviewItem = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  selectors: { "&[data-correct]": { borderColor: vars.color.success.border } },
});

export const reviewHeader = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const reviewQuestion = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const reviewFacts = style({
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${reviewFacts} > div`, { display: "flex", flexWrap: "wrap", gap: vars.space.xs });
globalStyle(`${reviewFacts} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${reviewFacts} dt::after`, { content: '":"' });
globalStyle(`${reviewFacts} dd`, { margin: 0 });
