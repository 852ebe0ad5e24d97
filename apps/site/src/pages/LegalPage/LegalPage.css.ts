import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const page = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "48rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg} ${vars.space["3xl"]}`,
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const updated = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.semibold,
});

export const intro = style({ margin: 0 });

export const toc = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const tocTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const tocList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  columns: "2 14rem",
  columnGap: vars.space.xl,
});

export const tocLink = style({
  display: "inline-block",
  paddingBlock: vars.space.xxs,
  color: vars.color.text.link,
  selectors: { "&:hover": { color: vars.color.text.linkHover } },
});

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  scrollMarginTop: vars.space.lg,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const footer = style({ paddingTop: vars.space.lg });
