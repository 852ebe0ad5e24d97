/**
 * Visual regression without a cloud service: every component's `AllStates` story is rendered
 * in both themes at a fixed viewport and compared with the committed baseline in
 * `__screenshots__/visual.browser.test.tsx/`. After an intended visual change, update them with
 *
 *   pnpm exec vitest run --project ui:browser --update
 *
 * and review the changed PNGs before committing. Baselines are per browser and platform
 * (`-chromium-linux.png`): the system font stack renders with the machine's fonts.
 */
import { composeStory, type Meta, type StoryObj } from "@storybook/react-vite";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { beforeAll, describe, expect, it } from "vitest";
import { ThemeRoot } from "./ThemeRoot/ThemeRoot.tsx";

interface StoryModule {
  default: Meta;
  AllStates?: StoryObj;
}

const modules = import.meta.glob<StoryModule>("./**/*.stories.tsx", { eager: true });

const cases = Object.entries(modules)
  .filter(([, mod]) => mod.AllStates)
  .map(([path, mod]) => {
    const name = path.replace(/^\.\/(.+?)\/.*$/, "$1");
    return { name, Story: composeStory(mod.AllStates!, mod.default, {}, "AllStates") };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** Overlays render in a portal: capture the dialog itself rather than the page around it. */
function captureTarget(container: HTMLElement) {
  const overlay = document.querySelector("[role=dialog], [role=alertdialog]");
  return overlay ? page.elementLocator(overlay) : page.elementLocator(container);
}

beforeAll(async () => {
  await page.viewport(1024, 1600);
});

describe.each(["light", "dark"] as const)("AllStates screenshots, %s theme", (theme) => {
  it.each(cases)("$name", async ({ name, Story }) => {
    const { container } = await render(
      <ThemeRoot theme={theme} surface="page" style={{ padding: 16, width: 960 }}>
        <Story />
      </ThemeRoot>,
    );
    await expect(captureTarget(container)).toMatchScreenshot(`${name}-${theme}`, {
      screenshotOptions: { animations: "disabled", caret: "hide" },
      comparatorOptions: { allowedMismatchedPixelRatio: 0.001 },
      // Two identical captures in a row must come within this: a ceiling for a busy machine
      // (the 5 s default ran out on the first two stories with the run's other layers at work;
      // the value is tooling/test-ceilings.ts's STATE_WAIT_MS).
      timeout: 60_000,
    });
  });
});

it("covers every component that has an AllStates story", () => {
  expect(cases.length).toBeGreaterThanOrEqual(35);
});
