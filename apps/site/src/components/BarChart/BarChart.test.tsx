import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { BarChart } from "./BarChart.tsx";

describe("BarChart", () => {
  it("draws one bar per value, named for assistive technology, with no NaN in the drawing", async () => {
    const { container } = render(
      <BarChart
        title="Net revenue"
        data={[
          { label: "a", value: 10 },
          { label: "b", value: Number.NaN },
          { label: "c", value: -5 },
        ]}
      />,
    );
    const chart = screen.getByRole("img", { name: "Net revenue" });
    expect(chart.querySelectorAll("rect")).toHaveLength(3);
    expect(chart.innerHTML).not.toMatch(/NaN|Infinity/);
    const results = await axe.run(container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("draws an empty chart without failing", () => {
    render(<BarChart title="Nothing" data={[]} />);
    expect(screen.getByRole("img", { name: "Nothing" }).querySelectorAll("rect")).toHaveLength(0);
  });
});
