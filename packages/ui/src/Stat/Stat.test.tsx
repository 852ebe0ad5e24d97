import { createRef } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { Stat } from "./Stat.tsx";

describe("Stat", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<Stat ref={ref} label="Net Profit" value="$42,500" className="extra" data-x="1" />);
    const group = screen.getByRole("group", { name: "Net Profit" });
    expect(ref.current).toBe(group);
    expect(group).toHaveClass("extra");
    expect(group).toHaveAttribute("data-x", "1");
    expect(group).toHaveTextContent("$42,500");
  });

  it("opens its explanation from the keyboard and closes it with Escape", async () => {
    render(
      <Stat
        label="Max Purchase Price"
        value="$113,000"
        explanation="70% of ARV minus the rehab budget."
      />,
    );
    const button = screen.getByRole("button", {
      name: "More information about Max Purchase Price",
    });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toHaveTextContent(
      "70% of ARV minus the rehab budget.",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("exposes its tone", () => {
    render(<Stat label="Net Profit" value="-$5,000" tone="danger" />);
    expect(screen.getByRole("group")).toHaveAttribute("data-tone", "danger");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Stat label="ARV" value="$440,000" explanation="After repair value" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
