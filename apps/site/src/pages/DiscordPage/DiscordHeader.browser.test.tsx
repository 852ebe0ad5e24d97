import { mockUsers } from "@academy/api/mocks";
import { MemoryRouter } from "react-router-dom";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { expect, it } from "vitest";
import { AppProviders } from "../../App.tsx";
import { AppRoutes } from "../../routes.tsx";
import { setupMockApi } from "../../test/mockApi.ts";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";

/**
 * Issue 50: /discord's bar for a signed-in member on a phone. Manage once wrapped alone under
 * the links; now the tier badge and Manage share a line, and nothing runs past the screen.
 */
for (const width of [390, 320]) {
  it(`keeps a member's badge and Manage together, inside ${width} px`, async () => {
    await page.viewport(width, 800);
    const api = setupMockApi({ user: mockUsers.mentee });
    const view = await render(
      <AppProviders client={api.client}>
        <MemoryRouter initialEntries={["/discord"]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    const nav = page.getByRole("navigation", { name: TEXT.nav.label });
    const manage = nav.getByRole("link", { name: TEXT.member.manage });
    const badge = nav.getByText(TEXT.member.badge("Pro"));
    await expect.element(manage).toBeVisible();
    const box = (element: Element) => element.getBoundingClientRect();
    const [manageBox, badgeBox] = [box(manage.element()), box(badge.element())];
    // On one line: their vertical middles agree within a few pixels.
    const middle = (r: DOMRect) => r.top + r.height / 2;
    expect(Math.abs(middle(manageBox) - middle(badgeBox))).toBeLessThan(4);
    expect(manageBox.left).toBeGreaterThan(badgeBox.right);
    // Nothing in the bar, nor the page, is wider than the screen.
    for (const element of nav.element().querySelectorAll("a, span, li")) {
      expect(box(element).right, element.textContent ?? "").toBeLessThanOrEqual(width);
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    await view.unmount();
  });
}
