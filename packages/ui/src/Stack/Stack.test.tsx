import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sprinkles } from "../theme/sprinkles.css.ts";
import { Stack } from "./Stack.tsx";

describe("Stack", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack ref={ref} as="ul" className="extra" aria-label="Steps">
        <li>One</li>
      </Stack>,
    );
    const root = screen.getByRole("list", { name: "Steps" });
    expect(ref.current).toBe(root);
    expect(root).toHaveClass("extra");
  });

  it("spaces children with the token gap", () => {
    render(<Stack data-testid="s" space="xl" />);
    expect(screen.getByTestId("s")).toHaveClass(sprinkles({ gap: "xl" }));
  });
});
