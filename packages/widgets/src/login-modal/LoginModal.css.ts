import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

// The views' form and button row are the shared login form's (shared/LoginForm/LoginForm.css.ts).
export const switchLine = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
