import { createContainer, globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@academy/ui";

/**
 * Layout follows the widget's own width (container queries), not the window's: a partner may
 * put it in a narrow column of a wide page. Side by side from this width up.
 */
const WIDE = "(min-width: 760px)";
/** On a phone-sized widget the paddings shrink, so the figures and tables keep their room. */
const NARROW = "(max-width: 479.98px)";

const widget = createContainer();
const sectionContainer = createContainer();

export const root = style({
  containerName: widget,
  containerType: "inline-size",
  boxSizing: "border-box",
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  textAlign: "start",
  "@media": {
    print: { border: "none", padding: 0, fontSize: "8.5pt", background: "none" },
  },
});

/**
 * Printing shrinks the type and spacing scales, so the whole analysis of any calculator (with
 * its advanced figures, comps, chart and sensitivity table) fits on one page.
 */
const printScale = {
  [vars.fontSize.xs]: "6.5pt",
  [vars.fontSize.sm]: "7pt",
  [vars.fontSize.md]: "8pt",
  [vars.fontSize.lg]: "9pt",
  [vars.fontSize.xl]: "10pt",
  [vars.fontSize["2xl"]]: "13pt",
  [vars.space.xxs]: "1px",
  [vars.space.xs]: "2px",
  [vars.space.sm]: "3px",
  [vars.space.md]: "4px",
  [vars.space.lg]: "6px",
  [vars.space.xl]: "8px",
};

export const stack = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  // The widget's padding, here rather than on the root so that it follows the widget's width.
  padding: vars.space.lg,
  "@container": { [`${widget} ${NARROW}`]: { padding: vars.space.sm } },
  "@media": { print: { vars: printScale, gap: vars.space.sm, padding: 0 } },
});

/** Shown only on paper (the printed page names the calculator, as the tabs are not printed). */
export const printOnly = style({
  display: "none",
  "@media": { print: { display: "block", fontWeight: vars.fontWeight.semibold } },
});

// A predictable base inside the widget whatever the page around it does (the embed's shadow
// root starts from browser defaults; on our site the page has its own reset).
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: "border-box" });
globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6, p, dl, dd, ul, ol, figure, fieldset)`, {
  margin: 0,
  padding: 0,
});
globalStyle(`${root} :where(fieldset)`, { border: "none", minWidth: 0 });
globalStyle(`${root} :where(ul)`, { listStyle: "none" });
globalStyle(`${root} [hidden]`, { display: "none !important" });
globalStyle(`${root} [data-print="hide"]`, { "@media": { print: { display: "none !important" } } });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  "@media": { print: { fontSize: "14pt" } },
});

export const subtitle = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const shareBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
});

export const noticeActions = style({ marginBlockStart: vars.space.xs });

export const panel = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@container": {
    [`${widget} ${WIDE}`]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gap: vars.space.xl,
    },
  },
  // !important: the container query above would otherwise win on a wide sheet of paper.
  "@media": { print: { gridTemplateColumns: "minmax(0, 1fr) !important", gap: vars.space.md } },
});

export const section = style({
  containerName: sectionContainer,
  containerType: "inline-size",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  "@container": { [`${widget} ${NARROW}`]: { padding: vars.space.md } },
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  "@media": { print: { padding: 0, border: "none", gap: vars.space.sm, breakInside: "avoid" } },
});

export const sectionHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
  "@media": { print: { fontSize: "11pt" } },
});

export const groupTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.text.secondary,
  "@media": { print: { fontSize: "8pt" } },
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

/** Two columns of form fields once the inputs panel is wide enough. */
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@container": {
    [`${sectionContainer} (min-width: 420px)`]: {
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    },
  },
  "@media": {
    print: { gridTemplateColumns: "repeat(4, minmax(0, 1fr)) !important", gap: vars.space.xs },
  },
});

/** The comps editor takes the whole width of the form grid. */
export const fullRow = style({ gridColumn: "1 / -1" });

/** Boxes under a label of their own ("Other Renovations") take the form's whole width. */
export const fieldGroup = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { print: { gap: vars.space.xs } },
});

/** Reads like the checkboxes that head the other renovation items. */
export const fieldGroupLabel = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

/** Checkboxes get a row of their own on screen, and one cell each on paper. */
export const checkboxRow = style({
  gridColumn: "1 / -1",
  "@media": { print: { gridColumn: "auto" } },
});

/** The analysis below the headline figures: figures, then chart and table; side by side on paper. */
export const analysisColumns = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": {
    print: {
      display: "grid",
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      alignItems: "start",
    },
  },
});

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const advancedGroup = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px dashed ${vars.color.border.subtle}`,
  "@media": { print: { paddingBlockStart: vars.space.xs, gap: vars.space.xs } },
});

export const legend = style([groupTitle, { marginBlockEnd: vars.space.sm, padding: 0 }]);

// Form controls get smaller in print so the whole analysis fits on one page.
globalStyle(`${root} input, ${root} select`, {
  "@media": { print: { height: "auto", paddingBlock: "1px", fontSize: "8.5pt" } },
});
globalStyle(`${root} label`, { "@media": { print: { fontSize: "7pt" } } });
// Field hints (why a box is disabled) explain the screen, not the printout.
globalStyle(`${root} [id$="-hint"]`, { "@media": { print: { display: "none" } } });
