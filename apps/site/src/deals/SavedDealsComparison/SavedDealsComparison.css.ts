import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
