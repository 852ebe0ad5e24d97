import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const page = style({ display: "flex", flexDirection: "column" });

export const loading = style({
  margin: 0,
  paddingBlock: vars.space["3xl"],
  textAlign: "center",
  fontSize: vars.fontSize.lg,
  color: vars.color.text.secondary,
});

export const hero = style({
  background: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
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

export const pitch = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: "40rem" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
});

export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.lg} ${vars.space["2xl"]}`,
  margin: 0,
});

export const statLabel = style({ fontSize: vars.fontSize.sm });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const sample = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  color: vars.color.text.primary,
});

export const sampleLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const sampleTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const sampleRows = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  width: "100%",
});

export const sampleRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const sampleValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const featureGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const feature = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const featureTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const featureText = style({ margin: 0, color: vars.color.text.secondary });

export const band = style({ background: vars.color.surface.sunken });

export const pricing = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  maxWidth: "28rem",
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize["4xl"],
  fontWeight: vars.fontWeight.bold,
});

export const period = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.secondary,
});

export const faq = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  margin: 0,
  marginTop: vars.space.xl,
  maxWidth: "48rem",
});

export const cta = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.lg,
});

/** Hold the places of the sentences with prices until the catalogue answers (no layout shift). */
export const pitchPlaceholder = style({ display: "block", minHeight: vars.space["3xl"] });
export const pricingPlaceholder = style({ display: "block", minHeight: vars.space["3xl"] });
