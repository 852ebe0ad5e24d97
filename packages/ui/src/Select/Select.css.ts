import { style } from "@vanilla-extract/css";
import { controlBox } from "../TextInput/TextInput.css.ts";
import { vars } from "../theme/contract.css.ts";

export const trigger = style([
  controlBox,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    height: "2.5rem",
    paddingInline: vars.space.md,
    textAlign: "start",
    cursor: "pointer",
    selectors: {
      "&[data-placeholder]": { color: vars.color.text.secondary },
      "&[data-disabled]": {
        cursor: "not-allowed",
        color: vars.color.text.disabled,
        background: vars.color.surface.sunken,
      },
    },
  },
]);

export const value = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const chevron = style({ color: vars.color.text.secondary });

export const content = style({
  boxSizing: "border-box",
  zIndex: vars.zIndex.popover,
  minWidth: "var(--radix-select-trigger-width)",
  maxHeight: "var(--radix-select-content-available-height)",
  overflow: "hidden",
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  minHeight: "2.25rem",
  paddingInline: `2rem ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: "pointer",
  userSelect: "none",
  outline: "none",
  selectors: {
    "&[data-highlighted]": {
      background: vars.color.brand.subtle,
      color: vars.color.brand.onSubtle,
    },
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

export const itemIndicator = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  display: "inline-flex",
});
