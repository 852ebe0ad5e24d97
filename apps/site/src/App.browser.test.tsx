import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { expect, it } from "vitest";
import { App } from "./App.tsx";

it("lays out the home heading visibly in a real browser", async () => {
  await render(<App />);
  const heading = page.getByRole("heading", { level: 1 });
  await expect.element(heading).toBeVisible();
  expect(heading.element().getBoundingClientRect().height).toBeGreaterThan(0);
});
