import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatPrice, PriceTag } from "./PriceTag.tsx";

describe("formatPrice", () => {
  it.each([
    [997, "$997"],
    [1497, "$1,497"],
    [4997, "$4,997"],
    [9, "$9"],
    [16.58, "$17"],
  ])("%d -> %s", (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});

describe("PriceTag", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<PriceTag ref={ref} price={997} className="extra" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
  });

  it("shows the price, the struck-through original and the spec's percent off", () => {
    render(<PriceTag data-testid="tag" price={997} originalPrice={1500} percentOff={40} />);
    const tag = screen.getByTestId("tag");
    expect(tag).toHaveTextContent("Price: $997");
    expect(tag.querySelector("s")).toHaveTextContent("Original price: $1,500");
    expect(screen.getByText("40% OFF")).toBeInTheDocument();
  });

  it("shows a period", () => {
    render(<PriceTag price={9} period="/month" />);
    expect(screen.getByText("/month")).toBeInTheDocument();
  });
});
