import { style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";
import { ADMIN_MEDIA } from "../AdminUploadPage/adminMediaText.ts";

export const page = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "64rem",
  margin: "0 auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg} ${vars.space["3xl"]}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const video = style({
  width: "100%",
  maxHeight: "36rem",
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
});

export const frame = style({
  width: "100%",
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

/** investor-tools.md §2, §9: the PDF frame is 800 px high. */
export const pdfFrame = style([frame, { height: `${ADMIN_MEDIA.pdfFrameHeightPx}px` }]);

export const vimeoFrame = style([frame, { aspectRatio: "16 / 9", height: "auto" }]);

export const message = style({ margin: 0, color: vars.color.text.secondary });

export const debug = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  wordBreak: "break-all",
});
