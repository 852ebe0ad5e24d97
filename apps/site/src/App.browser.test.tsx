import { MemoryRouter } from "react-router-dom";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { afterEach, expect, it, vi } from "vitest";
import { AppProviders } from "./App.tsx";
import { AppRoutes } from "./routes.tsx";
import { mockUsers } from "@academy/api/mocks";
import { setupMockApi, type MockApiOptions } from "./test/mockApi.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, user: MockApiOptions["user"] = null) {
  const api = setupMockApi({ user });
  return render(
    <AppProviders client={api.client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

it("lays out the landing page's heading visibly in a real browser", async () => {
  await renderAt("/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect.element(heading).toBeVisible();
  expect(heading.element().getBoundingClientRect().height).toBeGreaterThan(0);
});

it("shows the menu button instead of the link bar on a phone, and the links once opened", async () => {
  await page.viewport(375, 700);
  await renderAt("/terms");
  await expect
    .element(page.getByRole("heading", { level: 1, name: "Terms of Service" }))
    .toBeVisible();
  await expect
    .element(page.getByRole("navigation", { name: "Main", includeHidden: true }))
    .not.toBeVisible();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect.element(toggle).toBeVisible();
  await toggle.click();
  await expect
    .element(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Home" }))
    .toBeVisible();
});

it("shows the link bar and no menu button on a desktop", async () => {
  await page.viewport(1280, 800);
  await renderAt("/terms");
  await expect.element(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect
    .element(page.getByRole("button", { name: "Open menu", includeHidden: true }))
    .not.toBeVisible();
});

it("puts the hero's three stat values on one line, at every width (issue #50)", async () => {
  for (const width of [1280, 390]) {
    await page.viewport(width, 900);
    const view = await renderAt("/");
    const stats = page.getByRole("definition");
    await expect.element(stats.first()).toBeVisible();
    const tops = stats
      .elements()
      .slice(0, 3)
      .map((value) => Math.round(value.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size, `${width} px: ${tops.join(", ")}`).toBe(1);
    await view.unmount();
  }
});

it("keeps the account page's name and e-mail to their lines on a phone (issue #50)", async () => {
  await page.viewport(390, 900);
  const view = await renderAt("/account", mockUsers.student);
  const email = page.getByText(mockUsers.student.email, { exact: true }).first();
  await expect.element(email).toBeVisible();
  const block = email.element().parentElement;
  // Two lines of text: a flex basis in the card's column once made this block 192 px tall.
  expect(block?.getBoundingClientRect().height ?? 0).toBeLessThan(90);
  await view.unmount();
});
