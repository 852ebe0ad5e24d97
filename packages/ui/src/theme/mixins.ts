import { vars } from "./contract.css.ts";

/** The one focus indicator: a 2px ring in the focus colour, offset from the control. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus.ring}`,
  outlineOffset: "2px",
} as const;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
