import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sprinkles } from "../theme/sprinkles.css.ts";
import { Box } from "./Box.tsx";

describe("Box", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box ref={ref} as="section" aria-label="Courses" className="extra" data-x="1">
        content
      </Box>,
    );
    const root = screen.getByRole("region", { name: "Courses" });
    expect(ref.current).toBe(root);
    expect(root.tagName).toBe("SECTION");
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("data-x", "1");
  });

  it("turns sprinkle props into atomic classes and keeps them off the DOM", () => {
    render(
      <Box data-testid="box" padding="lg" display={{ mobile: "block", tablet: "flex" }}>
        content
      </Box>,
    );
    const box = screen.getByTestId("box");
    for (const cls of sprinkles({
      padding: "lg",
      display: { mobile: "block", tablet: "flex" },
    }).split(" ")) {
      expect(box).toHaveClass(cls);
    }
    expect(box).not.toHaveAttribute("padding");
  });
});
