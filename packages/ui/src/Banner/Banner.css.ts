import { globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { focusRing } from "../theme/mixins.ts";

export const banner = recipe({
  base: {
    boxSizing: "border-box",
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    borderBottom: "1px solid",
  },
  variants: {
    tone: {
      announcement: {
        background: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        borderColor: vars.color.brand.solidHover,
      },
      warning: {
        background: vars.color.warning.subtle,
        color: vars.color.warning.onSubtle,
        borderColor: vars.color.warning.border,
      },
      info: {
        background: vars.color.info.subtle,
        color: vars.color.info.onSubtle,
        borderColor: vars.color.info.border,
      },
    },
  },
  defaultVariants: { tone: "announcement" },
});

export const content = style({
  flex: 1,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  textAlign: "center",
});

/** Links and buttons in the banner take its text colour so they keep its contrast. */
export const action = style({ color: "inherit", fontWeight: vars.fontWeight.bold });
globalStyle(`${action} a`, { color: "inherit" });
globalStyle(`${action} a:focus-visible`, { ...focusRing, outlineColor: "currentColor" });

export const dismiss = style({
  color: "inherit",
  selectors: {
    "&:hover:not(:disabled)": { background: "transparent", textDecoration: "underline" },
    "&:focus-visible": { outlineColor: "currentColor" },
  },
});
