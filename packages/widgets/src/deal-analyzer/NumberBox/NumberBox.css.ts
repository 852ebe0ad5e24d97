import { style } from "@vanilla-extract/css";

/** Figures line up in columns of results and comps. */
export const number = style({ fontVariantNumeric: "tabular-nums" });
