import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const current = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});

export const preview = style({
  width: "10rem",
  height: "auto",
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
});

export const meta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const cropper = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

/** react-easy-crop fills its positioned parent: the box it draws in. */
export const cropArea = style({
  position: "relative",
  width: "100%",
  height: "18rem",
  background: vars.color.surface.inverse,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const zoom = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
