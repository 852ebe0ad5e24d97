import axe from "axe-core";

/**
 * Runs axe on a rendered element and returns its violations as readable lines, so a failing
 * test shows what is wrong: `expect(await axeViolations(container)).toEqual([])`.
 * Colour contrast needs real layout and is checked in the browser (Storybook tests);
 * `region` is about whole pages, not components rendered alone.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const inBrowser = !navigator.userAgent.includes("HappyDOM");
  const results = await axe.run(element, {
    rules: {
      "color-contrast": { enabled: inBrowser },
      region: { enabled: false },
    },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
