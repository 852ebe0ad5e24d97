import { globalStyle, style } from "@vanilla-extract/css";
import { vars, visuallyHidden } from "@academy/ui";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const link = style({ color: vars.color.text.link });

/**
 * Issue 50: at phone widths (390 px and the like) five columns do not fit; each payment becomes
 * a stacked card of label and value rows, so Refunded and Download PDF stay on screen.
 */
const phone = "screen and (max-width: 480px)";

export const tableWrap = style({ overflowX: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  "@media": { [phone]: { display: "block" } },
});

// The header row stays for screen readers (the explicit roles) but not on screen.
export const head = style({ "@media": { [phone]: visuallyHidden } });

globalStyle(`${table} > tbody`, { "@media": { [phone]: { display: "block" } } });

export const row = style({
  "@media": {
    [phone]: {
      display: "block",
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

// The table's caption names it for screen readers; the section heading already shows it.
export const caption = style(visuallyHidden);

export const cell = style({
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: "top",
  "@media": {
    [phone]: {
      display: "grid",
      gridTemplateColumns: "6.5rem minmax(0, 1fr)",
      gap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      borderBottom: "none",
    },
  },
});

export const cellLabel = style({
  display: "none",
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  "@media": { [phone]: { display: "block" } },
});

export const cellValue = style({ minWidth: 0, overflowWrap: "anywhere" });

export const receipt = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
});

export const lines = style({
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  color: vars.color.text.secondary,
});

export const line = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
});
