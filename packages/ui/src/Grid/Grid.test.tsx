import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sprinkles } from "../theme/sprinkles.css.ts";
import { Grid } from "./Grid.tsx";

describe("Grid", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLElement>();
    render(<Grid ref={ref} className="extra" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
  });

  it("sets responsive column counts", () => {
    render(<Grid data-testid="g" columns={{ mobile: 1, tablet: 2 }} />);
    const expected = sprinkles({ gridTemplateColumns: { mobile: 1, tablet: 2 } }).split(" ");
    for (const cls of expected) expect(screen.getByTestId("g")).toHaveClass(cls);
  });
});
