import { style } from "@vanilla-extract/css";
import { controlBox } from "../TextInput/TextInput.css.ts";
import { vars } from "../theme/contract.css.ts";

export const textarea = style([
  controlBox,
  { padding: `${vars.space.sm} ${vars.space.md}`, minHeight: "6rem", resize: "vertical" },
]);
