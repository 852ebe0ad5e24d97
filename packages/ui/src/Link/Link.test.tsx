import { createRef, forwardRef, type ComponentPropsWithoutRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Link } from "./Link.tsx";

/** Stands in for react-router's Link: renders an <a> and handles navigation itself. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  ComponentPropsWithoutRef<"a"> & { to: string; onNavigate: (to: string) => void }
>(function FakeRouterLink({ to, onNavigate, ...rest }, ref) {
  return (
    // Children arrive through the spread props, as in react-router's Link.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        rest.onClick?.(event);
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
});

describe("Link", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/privacy" className="extra" data-x="1">
        Privacy
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Privacy" });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass("extra");
    expect(link).toHaveAttribute("data-x", "1");
  });

  it("drives a router link through asChild, activated with Enter", async () => {
    const onNavigate = vi.fn();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link asChild ref={ref} className="extra">
        <FakeRouterLink to="/discord" onNavigate={onNavigate}>
          Discord
        </FakeRouterLink>
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Discord" });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass("extra");
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    expect(onNavigate).toHaveBeenCalledWith("/discord");
  });

  it("opens external links in a new tab and says so", () => {
    render(
      <Link href="https://example.com" external>
        Academy
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Academy (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has no axe violations", async () => {
    const { container } = render(<Link href="/terms">Terms</Link>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
