import { style } from "@vanilla-extract/css";

export const inline = style({ display: "flex", flexDirection: "row", flexWrap: "wrap" });
export const nowrap = style({ flexWrap: "nowrap" });
