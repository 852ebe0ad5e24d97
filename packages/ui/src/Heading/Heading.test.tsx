import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heading } from "./Heading.tsx";

describe("Heading", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading ref={ref} level={2} className="extra" id="h">
        Courses
      </Heading>,
    );
    const root = screen.getByRole("heading", { level: 2, name: "Courses" });
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("id", "h");
  });

  it("keeps the outline level when the visual size differs", () => {
    render(
      <Heading level={1} size="md">
        Deal Analyzer
      </Heading>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Deal Analyzer");
  });
});
