import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Avatar, getInitials } from "./Avatar.tsx";

describe("getInitials", () => {
  it.each([
    ["Jane Builder", "JB"],
    ["Jane Q. Builder", "JB"],
    ["  madonna ", "M"],
    ["", "?"],
  ])("%j -> %s", (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe("Avatar", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Avatar ref={ref} name="Jane Builder" className="extra" data-x="1" />);
    const avatar = screen.getByRole("img", { name: "Jane Builder" });
    expect(ref.current).toBe(avatar);
    expect(avatar).toHaveClass("extra");
    expect(avatar).toHaveAttribute("data-x", "1");
  });

  it("shows the initials when there is no photo, named once by the person's name", () => {
    render(<Avatar name="Jane Builder" />);
    expect(screen.getByText("JB")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("has no axe violations", async () => {
    const { container } = render(<Avatar name="Jane Builder" src="/missing.png" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
