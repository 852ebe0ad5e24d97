/**
 * Chromatic modes: combinations of globals a story is captured in. The theme global is read by
 * the decorator in .storybook/preview.tsx; viewport widths match the viewport presets there.
 */
export const allModes = {
  "light desktop": { theme: "light", viewport: 1280 },
  "dark desktop": { theme: "dark", viewport: 1280 },
  "light mobile": { theme: "light", viewport: 375 },
} as const;

/**
 * Parameters for a component's `AllStates` story: the one story Chromatic captures, in both
 * themes and on mobile. Other stories are tested (play + axe) but not snapshotted.
 */
export const allStatesParameters = {
  chromatic: { disableSnapshot: false, modes: allModes },
  controls: { disable: true },
} as const;

/** Story `globals` that render a story in the dark theme, so its axe check covers dark too. */
export const darkTheme = { theme: "dark" } as const;

/**
 * For stories that end with a modal overlay open (Dialog, Select list). Radix marks the rest
 * of the page aria-hidden and traps focus inside the overlay, so the page's buttons cannot be
 * reached; axe cannot see the trap and reports them under `aria-hidden-focus`. Only that rule
 * is turned off; everything inside the overlay is still checked.
 */
export const overlayOpenA11y = {
  a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
} as const;
