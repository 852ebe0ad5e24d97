import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisuallyHidden } from "./VisuallyHidden.tsx";

describe("VisuallyHidden", () => {
  it("forwards its ref, puts className on the root and stays in the accessibility tree", () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden ref={ref} className="extra">
          Close
        </VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(ref.current).toHaveClass("extra");
  });
});
