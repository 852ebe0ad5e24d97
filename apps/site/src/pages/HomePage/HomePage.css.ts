import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.surface.inverse} 0%, ${vars.color.premium.solidHover} 100%)`,
  color: vars.color.text.inverse,
  paddingBlock: vars.space["3xl"],
  scrollMarginTop: vars.space.lg,
  "@media": { [media.tablet]: { paddingBlock: "5rem" } },
});

/** Words on the left, the art on the right from the desktop width; the art below on phones. */
export const heroLayout = style({
  display: "grid",
  gap: vars.space["2xl"],
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "center",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

/** The art's 4:3 box, sized before the image (or its code) arrives. */
export const heroArt = style({
  display: "block",
  aspectRatio: "4 / 3",
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  maxWidth: "36rem",
});

export const heroInner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.warning.solid,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  fontSize: vars.fontSize.sm,
});

export const heroTitle = style({
  margin: 0,
  maxWidth: "48rem",
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
  "@media": { [media.tablet]: { fontSize: "3rem" } },
});

export const heroText = style({
  margin: 0,
  maxWidth: "40rem",
  fontSize: vars.fontSize.lg,
});

export const heroActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
});

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.lg,
  maxWidth: "36rem",
  margin: 0,
});

// The label follows the value (column-reverse); flex-end packs both at the top of the row, so
// every value sits on one line however many lines its label wraps to (issue #50: "2" sat 30 px
// above the others because its two-line label pushed it up from the bottom).
export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: vars.space.xs,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning.solid,
});

export const statLabel = style({ fontSize: vars.fontSize.sm });

export const sectionIntro = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
});

const listReset = { margin: 0, padding: 0, listStyle: "none" } as const;

export const cardGrid = style({
  ...listReset,
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const twoGrid = style({
  ...listReset,
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const threeGrid = style({
  ...listReset,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const tinted = style({ background: vars.color.surface.sunken });

export const person = style({
  display: "flex",
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

const personPortrait = { flexShrink: 0, width: "5rem", height: "5rem" } as const;

/** The instructor's photo, in the initials' round box (no shift when one replaces the other). */
export const personPhoto = style({
  ...personPortrait,
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radius.full,
});

export const personMark = style({
  ...personPortrait,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.full,
  background: vars.color.premium.solid,
  color: vars.color.premium.onSolid,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});

export const personBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const role = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand.text,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const steps = style({
  ...listReset,
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const step = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  borderTop: `4px solid ${vars.color.brand.solid}`,
  boxShadow: vars.shadow.sm,
});

export const stepNumber = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.full,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.bold,
});

export const dark = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const darkHeading = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
  "@media": { [media.tablet]: { fontSize: vars.fontSize["3xl"] } },
});

export const darkLead = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: "48rem" });

export const darkCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverseHover,
});

export const darkMuted = style({ margin: 0 });

export const joinRow = style({ marginTop: vars.space.xl });

export const joinPanel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  maxWidth: "48rem",
});

export const contactGrid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
});

export const contactDetails = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontStyle: "normal",
  marginTop: vars.space.md,
});

export const formPanel = style({
  // The contact form renders as it comes into view (WhenVisible): its box keeps about the
  // form's height meanwhile (four fields and the button), so nothing below it moves.
  minHeight: `calc(${vars.space["3xl"]} * 10)`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});
