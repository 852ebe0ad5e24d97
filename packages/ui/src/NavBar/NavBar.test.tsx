import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { NavBar, NavBarLink } from "./NavBar.tsx";

function Header(props: { onMenuOpenChange?: (open: boolean) => void }) {
  return (
    <NavBar
      brand={<a href="/">Academy</a>}
      actions={<Button size="sm">Student Login</Button>}
      data-testid="root"
      className="extra"
      {...props}
    >
      <NavBarLink href="/" active>
        Home
      </NavBarLink>
      <NavBarLink href="/#courses">Courses</NavBarLink>
      <NavBarLink href="/practice-tests">Practice Tests</NavBarLink>
    </NavBar>
  );
}

describe("NavBar", () => {
  it("forwards its ref and puts className and rest props on the header", () => {
    const ref = createRef<HTMLElement>();
    render(
      <NavBar ref={ref} brand="Academy" className="extra" data-x="1">
        <NavBarLink href="/">Home</NavBarLink>
      </NavBar>,
    );
    expect(ref.current?.tagName).toBe("HEADER");
    expect(ref.current).toHaveClass("extra");
    expect(ref.current).toHaveAttribute("data-x", "1");
  });

  it("marks the current page and forwards NavBarLink refs", () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <NavBar brand="Academy">
        <NavBarLink ref={ref} href="/" active className="link-extra">
          Home
        </NavBarLink>
      </NavBar>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveClass("link-extra");
  });

  it("opens the mobile menu from its button and closes it with Escape, returning focus", async () => {
    const onMenuOpenChange = vi.fn();
    render(<Header onMenuOpenChange={onMenuOpenChange} />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(button).toHaveAttribute("aria-controls", nav.id);

    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(nav).toHaveAttribute("data-state", "open");
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);

    screen.getByRole("link", { name: "Courses" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(nav).toHaveAttribute("data-state", "closed");
    await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus());
  });

  it("closes the mobile menu when a link is chosen", async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.click(screen.getByRole("link", { name: "Practice Tests" }));
    expect(screen.getByRole("navigation")).toHaveAttribute("data-state", "closed");
  });

  it("has no axe violations", async () => {
    const { container } = render(<Header />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
