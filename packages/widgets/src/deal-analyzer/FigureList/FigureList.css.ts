import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "@academy/ui";

export const list = recipe({
  base: { display: "grid", gap: vars.space.sm, margin: 0 },
  variants: {
    variant: {
      headline: {
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        gap: vars.space.md,
        "@media": { print: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
      },
      rows: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xs },
    },
  },
});

export const figure = recipe({
  base: { display: "flex", minWidth: 0 },
  variants: {
    variant: {
      headline: {
        flexDirection: "column",
        gap: vars.space.xxs,
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        background: vars.color.surface.sunken,
        "@media": { print: { padding: vars.space.xs } },
      },
      rows: {
        flexDirection: "row",
        flexWrap: "wrap",
        justifyContent: "space-between",
        alignItems: "baseline",
        gap: vars.space.sm,
        paddingBlock: vars.space.xs,
        borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
        "@media": { print: { paddingBlock: 0 } },
      },
    },
  },
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const value = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xxs,
    fontVariantNumeric: "tabular-nums",
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.primary,
  },
  variants: {
    variant: {
      headline: { fontSize: vars.fontSize.xl, "@media": { print: { fontSize: "11pt" } } },
      // Pushed right even when it wraps under a long label.
      rows: {
        alignItems: "flex-end",
        textAlign: "end",
        fontSize: vars.fontSize.md,
        marginInlineStart: "auto",
      },
    },
  },
});

export const number = recipe({
  variants: {
    tone: {
      neutral: {},
      positive: { color: vars.color.success.text },
      negative: { color: vars.color.danger.text },
    },
  },
});

export const note = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.secondary,
});

export const explainButton = style({
  alignSelf: "flex-start",
  padding: 0,
  border: "none",
  background: "none",
  fontFamily: "inherit",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.link,
  textDecoration: "underline",
  cursor: "pointer",
  textAlign: "start",
  ":hover": { color: vars.color.text.linkHover },
  ":focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
});

export const explainPanel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: "anywhere",
});
