import { style } from "@vanilla-extract/css";

/** Box adds no look of its own; the atoms come from sprinkles. */
export const box = style({ boxSizing: "border-box", minWidth: 0 });
