import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { EmptyState } from "./EmptyState.tsx";

describe("EmptyState", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<EmptyState ref={ref} title="Nothing here" className="extra" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
  });

  it("titles itself with a heading at the chosen level and shows its action", () => {
    render(
      <EmptyState
        title="No practice tests available yet."
        headingLevel={2}
        description="Check back soon."
        action={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "No practice tests available yet.",
    );
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(<EmptyState title="No comps yet" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
