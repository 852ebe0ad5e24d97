import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "@academy/ui";

export const card = style({ overflow: "hidden", height: "100%" });

/**
 * The course's cover (issue 50): its 16:9 box is kept while the image list loads or when a
 * course has no cover, so the card never changes height.
 */
export const cover = style({
  aspectRatio: "16 / 9",
  overflow: "hidden",
  background: vars.color.surface.inverse,
});

/** Decorative colour bands; the course colours of the landing page. */
export const band = recipe({
  base: { height: "0.75rem" },
  variants: {
    gradient: {
      developer: {
        background: `linear-gradient(90deg, ${vars.color.info.solid}, ${vars.color.brand.solid})`,
      },
      licensing: {
        background: `linear-gradient(90deg, ${vars.color.brand.solid}, ${vars.color.warning.solid})`,
      },
      premium: {
        background: `linear-gradient(90deg, ${vars.color.premium.solid}, ${vars.color.premium.border})`,
      },
    },
  },
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  flexGrow: 1,
  padding: vars.space.xl,
});

export const badge = style({ alignSelf: "flex-start" });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const features = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const action = style({ marginTop: "auto", paddingTop: vars.space.md });
