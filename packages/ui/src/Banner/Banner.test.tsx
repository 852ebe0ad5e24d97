import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Banner } from "./Banner.tsx";

describe("Banner", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Banner ref={ref} className="extra" data-x="1">
        Grand Opening on March 15th, 2026
      </Banner>,
    );
    const region = screen.getByRole("region", { name: "Announcement" });
    expect(ref.current).toBe(region);
    expect(region).toHaveClass("extra");
    expect(region).toHaveAttribute("data-x", "1");
  });

  it("is dismissed from the keyboard and then renders nothing", async () => {
    const onOpenChange = vi.fn();
    render(
      <Banner dismissible onOpenChange={onOpenChange} action={<a href="#contact">Register Now</a>}>
        Grand Opening
      </Banner>,
    );
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("link", { name: "Register Now" })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("can be hidden by its owner (the Register Now link hides it too)", () => {
    const { rerender } = render(<Banner open>Grand Opening</Banner>);
    rerender(<Banner open={false}>Grand Opening</Banner>);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("labels a warning as a notice", () => {
    render(<Banner tone="warning">Test Mode Active - No payment will be processed</Banner>);
    expect(screen.getByRole("region", { name: "Notice" })).toHaveAttribute("data-tone", "warning");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Banner dismissible action={<a href="#contact">Register Now</a>}>
        Grand Opening
      </Banner>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
