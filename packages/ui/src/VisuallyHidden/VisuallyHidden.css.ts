import { style } from "@vanilla-extract/css";
import { visuallyHidden } from "../theme/mixins.ts";

export const root = style(visuallyHidden);
