import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  display: "flex",
  justifyContent: "center",
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: "28rem",
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const intro = style({ margin: 0, color: vars.color.text.secondary });

export const back = style({ margin: 0, textAlign: "center" });

export const backLink = style({
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.semibold,
  selectors: { "&:hover": { color: vars.color.text.linkHover } },
});
