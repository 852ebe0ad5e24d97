import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  maxWidth: "60rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2xl"],
});

export const heading = style({ margin: 0, fontSize: vars.fontSize["3xl"] });

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const profile = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.lg,
});

// A long e-mail wraps rather than widening the page past a phone's width (issue 50, 390 px).
// No flex basis: the card stacks its parts in a column, where a basis would be a height.
export const profileText = style({ minWidth: 0, maxWidth: "100%", overflowWrap: "anywhere" });

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  selectors: { "&:empty": { display: "none" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  selectors: { "&:empty": { display: "none" } },
});

export const course = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const link = style({ color: vars.color.text.link });
