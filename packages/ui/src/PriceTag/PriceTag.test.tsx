import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./PriceTag.tsx";

describe("PriceTag", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<PriceTag ref={ref} cents={99_700} className="extra" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
  });

  it("shows the price, the struck-through original and the spec's percent off", () => {
    render(<PriceTag data-testid="tag" cents={99_700} originalCents={150_000} percentOff={40} />);
    const tag = screen.getByTestId("tag");
    expect(tag).toHaveTextContent("Price: $997");
    expect(tag.querySelector("s")).toHaveTextContent("Original price: $1,500");
    expect(screen.getByText("40% OFF")).toBeInTheDocument();
  });

  it("shows a period", () => {
    render(<PriceTag cents={900} period="/month" />);
    expect(screen.getByText("/month")).toBeInTheDocument();
  });
});
