/**
 * Chromatic modes: combinations of globals a story is captured in. The theme global is read by
 * the decorator in preview.tsx; viewport widths match the viewport presets there.
 */
export const allModes = {
  "light desktop": { theme: "light", viewport: 1280 },
  "dark desktop": { theme: "dark", viewport: 1280 },
  "light mobile": { theme: "light", viewport: 375 },
} as const;
