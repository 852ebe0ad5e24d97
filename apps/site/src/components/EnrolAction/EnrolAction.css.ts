import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const enrolledText = style({
  margin: 0,
  color: vars.color.success.text,
  fontWeight: vars.fontWeight.semibold,
});

export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
  fontWeight: vars.fontWeight.semibold,
});

/** Empty until a purchase succeeds; present from the start so the announcement is heard. */
export const quiet = style({ margin: 0 });
