import { style } from "@vanilla-extract/css";

export const toggle = style({ width: "2.25rem", height: "2.25rem" });
