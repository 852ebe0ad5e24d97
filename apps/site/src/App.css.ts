import { globalStyle, style } from "@vanilla-extract/css";

globalStyle("html, body", { margin: 0, padding: 0 });
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

export const root = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
});
