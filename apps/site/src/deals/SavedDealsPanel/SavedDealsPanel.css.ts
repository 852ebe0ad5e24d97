import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  marginTop: vars.space["2xl"],
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  minWidth: 0,
  "@media": {
    "screen and (max-width: 479.98px)": { padding: vars.space.sm },
    print: { display: "none" },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.text.secondary });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const compareBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});
