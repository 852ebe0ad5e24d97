import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./Skeleton.tsx";
import * as styles from "./Skeleton.css.ts";

describe("Skeleton", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Skeleton ref={ref} className="extra" data-testid="root" />);
    const root = screen.getByTestId("root");
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
  });

  it("is hidden from assistive technology", () => {
    render(<Skeleton data-testid="s" />);
    expect(screen.getByTestId("s")).toHaveAttribute("aria-hidden", "true");
  });

  it("sizes itself through CSS variables, keeping any caller style", () => {
    render(<Skeleton data-testid="s" shape="circle" width="3rem" style={{ margin: 4 }} />);
    const el = screen.getByTestId("s");
    const widthVar = styles.width.replace(/^var\((.*)\)$/, "$1");
    expect(el.style.getPropertyValue(widthVar)).toBe("3rem");
    expect(el.style.margin).toBe("4px");
    expect(el).toHaveAttribute("data-shape", "circle");
  });
});
