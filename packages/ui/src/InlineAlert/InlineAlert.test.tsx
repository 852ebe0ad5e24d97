import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { InlineAlert } from "./InlineAlert.tsx";

describe("InlineAlert", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <InlineAlert ref={ref} className="extra" id="form-error">
        Stripe not loaded
      </InlineAlert>,
    );
    const root = screen.getByRole("alert");
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("id", "form-error");
    expect(root).toHaveTextContent("Stripe not loaded");
  });

  it("announces errors as alerts and other tones as status", () => {
    render(
      <>
        <InlineAlert tone="danger">Payment failed</InlineAlert>
        <InlineAlert tone="warning" title="Test Mode Active">
          No payment will be processed
        </InlineAlert>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Payment failed");
    expect(screen.getByRole("status")).toHaveTextContent("Test Mode Active");
    expect(screen.getByRole("status")).toHaveAttribute("data-tone", "warning");
  });

  it("has no axe violations", async () => {
    const { container } = render(<InlineAlert tone="info">Saved</InlineAlert>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
