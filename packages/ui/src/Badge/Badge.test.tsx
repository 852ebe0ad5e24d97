import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge.tsx";
import * as styles from "./Badge.css.ts";

describe("Badge", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} className="extra" title="status">
        ACTIVE
      </Badge>,
    );
    const root = screen.getByText("ACTIVE");
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
    expect(root).toHaveAttribute("title", "status");
  });

  it.each(["green", "yellow", "red", "neutral", "premium"] as const)(
    "exposes the %s tone as a data attribute and class",
    (tone) => {
      render(<Badge tone={tone}>{tone}</Badge>);
      const root = screen.getByText(tone);
      expect(root).toHaveAttribute("data-tone", tone);
      expect(root.className).toBe(styles.badge({ tone }));
    },
  );

  it("gives solid badges a different look from tinted ones", () => {
    expect(styles.badge({ tone: "green", solid: true })).not.toBe(styles.badge({ tone: "green" }));
  });
});
