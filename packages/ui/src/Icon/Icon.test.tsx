import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CloseIcon, InfoIcon } from "./Icon.tsx";

describe("Icon", () => {
  it("forwards its ref and puts className and rest props on the svg", () => {
    const ref = createRef<SVGSVGElement>();
    render(<CloseIcon ref={ref} className="extra" data-testid="icon" />);
    const svg = screen.getByTestId("icon");
    expect(ref.current).toBe(svg);
    expect(svg).toHaveClass("extra");
  });

  it("is hidden from screen readers unless labelled", () => {
    render(
      <>
        <CloseIcon data-testid="decorative" />
        <InfoIcon label="Information" />
      </>,
    );
    expect(screen.getByTestId("decorative")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("img", { name: "Information" })).toBeInTheDocument();
  });
});
