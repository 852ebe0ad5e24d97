import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import type { Tone } from "../theme/tokens.ts";

/** Spec colour names mapped to theme roles. */
const toneRoles = {
  green: "success",
  yellow: "warning",
  red: "danger",
  neutral: "neutral",
  premium: "premium",
  info: "info",
  brand: "brand",
} as const satisfies Record<string, Tone>;

type BadgeTone = keyof typeof toneRoles;

function toneStyles(look: "subtle" | "solid") {
  return Object.fromEntries(
    Object.entries(toneRoles).map(([name, role]) => {
      const c = vars.color[role];
      return [
        name,
        look === "solid"
          ? { background: c.solid, color: c.onSolid, borderColor: c.solid }
          : { background: c.subtle, color: c.onSubtle, borderColor: c.border },
      ];
    }),
  ) as Record<BadgeTone, { background: string; color: string; borderColor: string }>;
}

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    border: "1px solid",
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: "nowrap",
    verticalAlign: "middle",
  },
  variants: {
    tone: toneStyles("subtle"),
    size: {
      sm: {
        fontSize: vars.fontSize.xs,
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.sm,
      },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xs, paddingInline: vars.space.md },
    },
    solid: { true: {}, false: {} },
  },
  compoundVariants: Object.entries(toneStyles("solid")).map(([tone, style]) => ({
    variants: { tone: tone as BadgeTone, solid: true },
    style,
  })),
  defaultVariants: { tone: "neutral", size: "md", solid: false },
});
