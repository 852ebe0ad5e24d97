import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

const grid = {
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  listStyle: "none",
} as const;

export const features = style({
  ...grid,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const feature = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  boxSizing: "border-box",
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  borderTop: `4px solid ${vars.color.premium.border}`,
  boxShadow: vars.shadow.sm,
});

export const featureTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const featureText = style({ margin: 0, color: vars.color.text.secondary });

export const stories = style({
  ...grid,
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const story = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  height: "100%",
  boxSizing: "border-box",
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
});

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, fontStyle: "italic" });

export const caption = style({
  display: "flex",
  flexDirection: "column",
  marginTop: "auto",
  color: vars.color.text.secondary,
});

export const closing = style({
  marginTop: vars.space.xl,
  display: "flex",
  justifyContent: "center",
});
