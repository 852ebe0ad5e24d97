import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sprinkles } from "../theme/sprinkles.css.ts";
import { Inline } from "./Inline.tsx";
import * as styles from "./Inline.css.ts";

describe("Inline", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLElement>();
    render(<Inline ref={ref} className="extra" data-testid="root" />);
    const root = screen.getByTestId("root");
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
  });

  it("maps align and space to tokens and can refuse to wrap", () => {
    render(<Inline data-testid="i" space="lg" align="between" noWrap />);
    const root = screen.getByTestId("i");
    expect(root).toHaveClass(
      sprinkles({ gap: "lg", justifyContent: "space-between" }).split(" ")[0]!,
    );
    expect(root).toHaveClass(styles.nowrap);
  });
});
