import axe from "axe-core";
import { render } from "vitest-browser-react";
import { afterEach, describe, expect, it } from "vitest";
import { EmbedButton } from "./EmbedButton.tsx";

afterEach(() => document.body.replaceChildren());

/** The button in the slot's shadow root, once the loader has drawn it. */
async function drawnButton(container: HTMLElement) {
  await expect
    .poll(() => container.querySelector("[data-embed-slot]")?.shadowRoot?.querySelector("button"))
    .toBeTruthy();
  return container.querySelector("[data-embed-slot]")!.shadowRoot!.querySelector("button")!;
}

/** axe's colour-contrast rule on the page, with the nodes it passed and failed. */
async function contrast(container: HTMLElement) {
  const results = await axe.run(container, { runOnly: ["color-contrast"] });
  const targets = (nodes: axe.NodeResult[]) => nodes.map((node) => JSON.stringify(node.target));
  return {
    passed: targets(results.passes[0]?.nodes ?? []),
    failed: targets(results.violations[0]?.nodes ?? []),
  };
}

describe("the partner embed's button", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`passes axe's colour-contrast rule in the ${theme} theme, the button itself measured`, async () => {
      const { container } = await render(<EmbedButton kind="enrol" course="2" theme={theme} />);
      const button = await drawnButton(container);
      expect(button).toHaveTextContent("Enroll Now");
      const { passed, failed } = await contrast(container);
      expect(failed).toEqual([]);
      // Inside the shadow root: axe's target is the host, then the button.
      expect(passed.some((target) => target.includes("button"))).toBe(true);
      const violations = await axe.run(container, { rules: { region: { enabled: false } } });
      expect(violations.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  it("is drawn in the brand's saturated orange on dark pages, not a faded tone", async () => {
    const { container } = await render(
      <EmbedButton kind="discord-join" theme="dark" buttonText="Join Pro" />,
    );
    const style = getComputedStyle(await drawnButton(container));
    expect(style.backgroundColor).toBe("rgb(251, 146, 60)");
    expect(style.color).toBe("rgb(28, 25, 23)");
    expect(style.opacity).toBe("1");
  });
});
