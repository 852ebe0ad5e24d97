import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Text } from "./Text.tsx";
import * as styles from "./Text.css.ts";

describe("Text", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Text ref={ref} className="extra" id="t">
        Hello
      </Text>,
    );
    const root = screen.getByText("Hello");
    expect(ref.current).toBe(root);
    expect(root.tagName).toBe("P");
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("id", "t");
  });

  it("renders the chosen element with the tone's class", () => {
    render(
      <Text as="span" tone="danger" size="sm">
        Oops
      </Text>,
    );
    const el = screen.getByText("Oops");
    expect(el.tagName).toBe("SPAN");
    expect(el.className).toContain(styles.text({ tone: "danger", size: "sm" }).split(" ")[1]);
  });
});
