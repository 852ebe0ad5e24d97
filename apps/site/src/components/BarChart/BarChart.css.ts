import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const box = style({ width: "100%", minWidth: 0 });

export const chart = style({ width: "100%", height: "auto", display: "block" });

export const bar = style({ fill: vars.color.brand.solid });

export const negative = style({ fill: vars.color.danger.solid });

export const axis = style({});

globalStyle(`${axis} text`, { fill: vars.color.text.secondary, fontSize: "12px" });
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.border.control });
