/**
 * /deal-calculator at phone and desktop widths, every calculator with everything shown: the page
 * never scrolls sideways, the sensitivity table shows all five of its columns in full, comp
 * boxes show a price like 310000 in full, and axe finds nothing.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/calculator-subscriber.ts";
import { expectNoAxeViolations } from "./site-helpers.ts";

const WIDTHS = [360, 390, 1280] as const;
const TABS = ["land", "flip", "renovation", "construction"] as const;

async function openWithEverything(page: Page, tab: (typeof TABS)[number]) {
  await page.goto(`/deal-calculator?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "Deal Analyzer" })).toBeVisible();
  await page.getByRole("button", { name: "Show Advanced" }).click();
  if (tab === "land") {
    await page.getByRole("checkbox", { name: "Finance Land Purchase (70% LTV)" }).check();
  }
  if (tab === "flip") {
    await page.getByRole("checkbox", { name: "Use Comparable Sales" }).check();
    for (const index of [1, 2]) {
      await page.getByRole("button", { name: "Add Comp" }).click();
      await page.getByRole("textbox", { name: `Comp ${index} Price` }).fill("310000");
      await page.getByRole("textbox", { name: `Comp ${index} SqFt` }).fill("1500");
    }
  }
  if (tab === "construction") {
    await page.getByRole("combobox", { name: "Property Type" }).selectOption("quadplex");
    await page.getByRole("checkbox", { name: "Finance Land" }).check();
  }
}

/** How far an element's content overflows its own box sideways (0: everything shows). */
function sidewaysOverflow(element: Locator): Promise<number> {
  return element.evaluate((node) => node.scrollWidth - node.clientWidth);
}

for (const width of WIDTHS) {
  test.describe(`/deal-calculator at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const tab of TABS) {
      test(`${tab}: no sideways scroll, the whole sensitivity table, no axe violations`, async ({
        page,
      }) => {
        await openWithEverything(page, tab);
        await expect
          .poll(() =>
            page.evaluate(() => {
              const root = document.documentElement;
              return root.scrollWidth - root.clientWidth;
            }),
          )
          .toBe(0);

        // All five columns (and the row headers) readable without scrolling the table.
        const table = page.getByRole("table", { name: /when .* change/ });
        await expect(table.getByRole("columnheader")).toHaveCount(6);
        expect(await sidewaysOverflow(table.locator(".."))).toBeLessThanOrEqual(0);
        for (const header of await table.getByRole("columnheader").all()) {
          const box = await header.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, await header.innerText()).toBe(
            true,
          );
        }
        for (const cell of await table.getByRole("cell").all()) {
          expect(await sidewaysOverflow(cell), await cell.innerText()).toBeLessThanOrEqual(0);
        }

        if (tab === "flip") {
          for (const index of [1, 2]) {
            const price = page.getByRole("textbox", { name: `Comp ${index} Price` });
            await expect(price).toHaveValue("310000");
            expect(await sidewaysOverflow(price)).toBeLessThanOrEqual(0);
          }
        }

        await expectNoAxeViolations(page);
      });
    }
  });
}
