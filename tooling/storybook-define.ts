/**
 * What Storybook's build replaces, for its stories and their tests alike: the Grand Opening
 * banner hides itself once its day is over (issue #50), and the stories show it, so Storybook
 * names a day a year ahead of the build (`import.meta.env.*` keys of `define` join Vite's env).
 */
export const STORYBOOK_DEFINE = {
  "import.meta.env.VITE_GRAND_OPENING_DATE": JSON.stringify(
    new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
  ),
};
