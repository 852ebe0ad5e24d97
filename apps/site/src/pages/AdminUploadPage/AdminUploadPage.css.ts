import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const page = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "56rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg} ${vars.space["3xl"]}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});

export const pickers = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const picker = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const pickerLabel = style({ fontWeight: vars.fontWeight.semibold });

export const select = style({
  font: "inherit",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  ":focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
});

export const message = style({ margin: 0, color: vars.color.text.secondary });

export const details = style({ margin: 0, paddingLeft: vars.space.lg });

export const keys = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  wordBreak: "break-all",
});

export const progress = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
