import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const welcomeBar = style({
  background: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  borderBottom: `1px solid ${vars.color.brand.border}`,
});

export const welcomeInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const welcomeText = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const hero = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  paddingBlock: vars.space["3xl"],
});

export const heroGrid = style({
  display: "grid",
  gap: vars.space["2xl"],
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "center",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const heroText = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const eyebrow = style({
  margin: 0,
  color: vars.color.warning.solid,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
  "@media": { [media.tablet]: { fontSize: vars.fontSize["4xl"] } },
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.lg} ${vars.space["2xl"]}`,
  margin: 0,
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xxs,
});

export const statLabel = style({ fontSize: vars.fontSize.sm });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning.solid,
});

export const instructor = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

/** The course's cover across the top of the buy box, its 16:9 box kept while it loads. */
export const cover = style({
  aspectRatio: "16 / 9",
  overflow: "hidden",
  marginBlockStart: `calc(-1 * ${vars.space.xl})`,
  marginInline: `calc(-1 * ${vars.space.xl})`,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
});

export const buyBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
});

export const notice = style({ paddingTop: vars.space.xl });

export const curriculumLead = style({ marginTop: vars.space.sm, marginBottom: vars.space.xl });

export const modules = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const module = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.lg,
  cursor: "pointer",
  borderRadius: vars.radius.md,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: "2px" },
  },
});

export const moduleNumber = style({
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
});

export const moduleTitle = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const moduleCount = style({
  marginInlineStart: "auto",
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const lessons = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  listStyle: "none",
});

export const lesson = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const lessonMeta = style({
  color: vars.color.text.secondary,
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.sm,
});

export const tinted = style({ background: vars.color.surface.sunken });

export const states = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const state = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  fontWeight: vars.fontWeight.semibold,
});
