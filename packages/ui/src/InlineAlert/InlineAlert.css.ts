import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

const tone = (role: "danger" | "success" | "warning" | "info") => ({
  background: vars.color[role].subtle,
  color: vars.color[role].onSubtle,
  borderColor: vars.color[role].border,
});

export const root = recipe({
  base: {
    boxSizing: "border-box",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: "1px solid",
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      danger: tone("danger"),
      success: tone("success"),
      warning: tone("warning"),
      info: tone("info"),
    },
  },
  defaultVariants: { tone: "danger" },
});

export const icon = style({ marginTop: "0.1em" });
export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.semibold });
