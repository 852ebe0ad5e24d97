import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "./contract.css.ts";
import { breakpoints } from "./tokens.ts";

/** Media queries for the breakpoints, for use in `.css.ts` files. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Below the tablet breakpoint. */
  mobileOnly: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
} as const;

const gridColumns = {
  1: "repeat(1, minmax(0, 1fr))",
  2: "repeat(2, minmax(0, 1fr))",
  3: "repeat(3, minmax(0, 1fr))",
  4: "repeat(4, minmax(0, 1fr))",
  5: "repeat(5, minmax(0, 1fr))",
  6: "repeat(6, minmax(0, 1fr))",
};

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": media.tablet },
    desktop: { "@media": media.desktop },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "tablet", "desktop"],
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ["flex-start", "center", "flex-end", "stretch", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "stretch"],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    gridTemplateColumns: gridColumns,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: "auto" },
    marginRight: { ...vars.space, auto: "auto" },
    width: { auto: "auto", full: "100%" },
    maxWidth: { full: "100%", sm: "24rem", md: "36rem", lg: "48rem", xl: "72rem" },
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const appearance = defineProperties({
  properties: {
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      inverse: vars.color.text.inverse,
      brand: vars.color.brand.text,
      success: vars.color.success.text,
      warning: vars.color.warning.text,
      danger: vars.color.danger.text,
      info: vars.color.info.text,
    },
    background: {
      page: vars.color.surface.page,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      inverse: vars.color.surface.inverse,
      brand: vars.color.brand.solid,
      brandSubtle: vars.color.brand.subtle,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/** Layout and appearance atoms: responsive spacing and flex/grid from tokens only. */
export const sprinkles = createSprinkles(layout, appearance);
export type Sprinkles = Parameters<typeof sprinkles>[0];
