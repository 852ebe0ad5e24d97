import type { Decorator, Preview } from "@storybook/react-vite";
import { ThemeRoot } from "@academy/ui";
import { configure } from "storybook/test";
import { STATE_WAIT_MS } from "../tooling/test-ceilings.ts";

// Play functions wait for what a story shows with findBy… and waitFor. Testing Library's 1 s
// default made them a speed check on a busy machine (a cancelled upload's message missed it
// under load); this is a ceiling, not a wait, as in the site's own component tests.
configure({ asyncUtilTimeout: STATE_WAIT_MS });

type ThemeName = "light" | "dark";

/**
 * Applies the theme chosen in the toolbar (or set by a story's `globals`) the way an app does:
 * a ThemeRoot with the theme class, which overlays also pick up for their portals.
 * Stories opt out of the padding with `parameters: { padded: false }` (navigation bars).
 */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === "dark" ? "dark" : "light";
  const padded = context.parameters.padded !== false;
  return (
    <ThemeRoot theme={theme} surface="page" style={{ padding: padded ? "1.5rem" : 0 }}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Design-system theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    // An accessibility violation fails the story's test, in the Storybook UI and in `pnpm test`.
    a11y: { test: "error" },
    controls: { expanded: true },
    layout: "fullscreen",
    backgrounds: { disable: true },
    viewport: {
      options: {
        mobile: {
          name: "Mobile (375)",
          styles: { width: "375px", height: "667px" },
          type: "mobile",
        },
        tablet: {
          name: "Tablet (768)",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop (1280)",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
    // Chromatic is opt-in per story: only the `AllStates` stories are captured (see allModes in packages/ui/src/test-utils/stories.ts).
    chromatic: { disableSnapshot: true },
  },
};

export default preview;
