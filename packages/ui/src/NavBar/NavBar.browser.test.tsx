import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { afterEach, describe, expect, it } from "vitest";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot.tsx";
import { NavBar, NavBarLink } from "./NavBar.tsx";

function Header() {
  return (
    <ThemeRoot>
      <NavBar brand="Build Academy">
        <NavBarLink href="#home" active>
          Home
        </NavBarLink>
        <NavBarLink href="#courses">Courses</NavBarLink>
      </NavBar>
    </ThemeRoot>
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe("NavBar in a real browser", () => {
  it("shows the links and no menu button on a desktop", async () => {
    await page.viewport(1280, 800);
    await render(<Header />);
    await expect.element(page.getByRole("link", { name: "Courses" })).toBeVisible();
    // display: none takes the button out of the accessibility tree altogether.
    await expect.element(page.getByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
  });

  it("folds the links behind a menu button on a phone", async () => {
    await page.viewport(375, 667);
    await render(<Header />);
    const button = page.getByRole("button", { name: "Open menu" });
    await expect.element(button).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Courses" })).not.toBeInTheDocument();

    await userEvent.click(button);
    await expect.element(page.getByRole("link", { name: "Courses" })).toBeVisible();
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("link", { name: "Courses" })).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });
});
