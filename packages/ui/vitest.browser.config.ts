import { mergeConfig } from "vitest/config";
import { browserProject } from "../../tooling/vitest-projects.ts";

// The visual test loads every story through import.meta.glob, which Vite's dependency scan
// does not follow; without these, the first run re-optimises mid-test and Vitest reports
// "Vite unexpectedly reloaded a test".
const UI_BROWSER_DEPS = [
  "@radix-ui/react-alert-dialog",
  "@radix-ui/react-avatar",
  "@radix-ui/react-checkbox",
  "@radix-ui/react-dialog",
  "@radix-ui/react-label",
  "@radix-ui/react-popover",
  "@radix-ui/react-progress",
  "@radix-ui/react-select",
  "@radix-ui/react-slot",
  "@radix-ui/react-switch",
  "@radix-ui/react-tabs",
  "@radix-ui/react-toast",
  "@radix-ui/react-toggle-group",
  "@radix-ui/react-visually-hidden",
  "@vanilla-extract/dynamic",
  "@storybook/react-vite",
  "storybook/test",
];

export default mergeConfig(browserProject("ui:browser"), {
  optimizeDeps: { include: UI_BROWSER_DEPS },
});
