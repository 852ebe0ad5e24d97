import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/**
 * A partner's page around the embed's button, in the ui theme the story wraps it in (the dark
 * theme's page stands in for the dark pages of partners who ask for `theme="dark"`).
 */
export const partnerPage = style({
  padding: vars.space.xl,
  display: "flex",
  gap: vars.space.md,
  flexWrap: "wrap",
  alignItems: "flex-start",
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});
