import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./Card.tsx";

describe("Card", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card ref={ref} as="article" className="extra" aria-label="Pro tier">
        Pro
      </Card>,
    );
    const root = screen.getByRole("article", { name: "Pro tier" });
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
  });

  it("marks a highlighted card with a data attribute", () => {
    render(
      <Card highlighted data-testid="c">
        Most popular
      </Card>,
    );
    expect(screen.getByTestId("c")).toHaveAttribute("data-highlighted");
  });
});
