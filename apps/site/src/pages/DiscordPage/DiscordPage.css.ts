import { style } from "@vanilla-extract/css";
import { media, vars } from "@academy/ui";

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const hero = style({
  maxWidth: "60rem",
  margin: "0 auto",
  padding: `${vars.space["3xl"]} ${vars.space.lg} ${vars.space.lg}`,
  textAlign: "center",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
});

/**
 * The billing toggle's box, its height before its code arrives: ui's SegmentedControl, items
 * 2.25rem high inside a padding of xxs and a 1px border.
 */
export const billingToggle = style({
  minHeight: `calc(2.25rem + 2 * ${vars.space.xxs} + 2px)`,
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const heroText = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.lg,
});

/** The post-payment step sits in the page's column, never edge to edge (issue 50). */
export const nextStep = style({
  maxWidth: "60rem",
  margin: "0 auto",
  padding: `0 ${vars.space.lg}`,
});

export const tiers = style({
  maxWidth: "60rem",
  margin: "0 auto",
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const tierCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  height: "100%",
});

export const tierHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const tierName = style({ margin: 0, fontSize: vars.fontSize.xl });

export const tagline = style({ margin: 0, color: vars.color.text.secondary });

export const price = style({
  margin: 0,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.xs,
  flexWrap: "wrap",
});

export const amount = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
});

export const period = style({ color: vars.color.text.secondary });

export const equivalent = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flexGrow: 1,
});

export const manage = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space["3xl"]}`,
  textAlign: "center",
});

export const cancelAnytime = style({ margin: 0, color: vars.color.text.secondary });

/** Holds the tier price's place until the catalogue answers, so the card does not jump. */
export const pricePlaceholder = style({ display: "block", minHeight: vars.space["3xl"] });

/**
 * A member's tier badge and Manage in the bar (issue 50): kept side by side; below the tablet
 * width (390 px, 320 px) they take a line of their own together, under the links, rather than
 * Manage wrapping alone.
 */
export const memberNav = style({
  display: "flex",
  flexWrap: "nowrap",
  alignItems: "center",
  gap: vars.space.md,
  "@media": { [media.mobileOnly]: { flexBasis: "100%" } },
});
