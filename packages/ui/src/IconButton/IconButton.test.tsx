import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CloseIcon } from "../Icon/Icon.tsx";
import { axeViolations } from "../test-utils/axe.ts";
import { IconButton } from "./IconButton.tsx";

describe("IconButton", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} label="Close" className="extra" data-x="1">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Close" });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass("extra");
    expect(button).toHaveAttribute("data-x", "1");
  });

  it("is operable from the keyboard", async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Remove comp" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
