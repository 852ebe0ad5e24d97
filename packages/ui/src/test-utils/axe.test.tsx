import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";

describe("axeViolations", () => {
  it("reports a real violation, so the per-component axe checks can fail", async () => {
    const { container } = render(
      <button type="button">
        <svg aria-hidden="true" />
      </button>,
    );
    expect(await axeViolations(container)).toEqual([expect.stringMatching(/^button-name: /)]);
  });

  it("passes clean markup", async () => {
    const { container } = render(<button type="button">Save</button>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
