import { createContainer, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

const editor = createContainer();

export const root = style({
  containerName: editor,
  containerType: "inline-size",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  alignItems: "stretch",
});

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  alignItems: "end",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  // Narrow: two boxes a row. Medium: the address on its own row, the numbers on the next, the
  // price widest so "310000" shows in full. Wide: one row per comp.
  "@container": {
    [`${editor} (min-width: 480px)`]: {
      gridTemplateColumns: "minmax(0, 1.5fr) minmax(0, 1fr) repeat(2, minmax(0, 0.7fr)) auto auto",
    },
    [`${editor} (min-width: 900px)`]: {
      gridTemplateColumns:
        "minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr) repeat(2, minmax(0, 0.7fr)) auto auto",
    },
  },
  "@media": {
    print: {
      padding: vars.space.xxs,
      gap: vars.space.xxs,
      gridTemplateColumns:
        "minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr) repeat(2, minmax(0, 0.7fr)) minmax(0, 0.8fr) !important",
    },
  },
});

export const address = style({
  gridColumn: "1 / -1",
  "@container": { [`${editor} (min-width: 900px)`]: { gridColumn: "auto" } },
  "@media": { print: { gridColumn: "auto !important" } },
});

export const pricePerSqFt = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const pricePerSqFtLabel = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const pricePerSqFtValue = style({
  minHeight: "2.5rem",
  "@media": { print: { minHeight: 0 } },
  display: "flex",
  alignItems: "center",
  fontSize: vars.fontSize.md,
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.semibold,
});

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const add = style({ alignSelf: "flex-start" });
