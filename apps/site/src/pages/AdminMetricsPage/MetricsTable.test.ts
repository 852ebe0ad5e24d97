import { describe, expect, it } from "vitest";
import { behind } from "./MetricsTable.tsx";

describe("a figure's cell", () => {
  it("links a count to the people behind it, and leaves a zero as plain text", () => {
    expect(behind("12", { figure: "paying", plan: "calculator" })).toEqual({
      text: "12",
      behind: { figure: "paying", plan: "calculator" },
    });
    expect(behind("0", { figure: "paying", plan: "calculator" })).toBe("0");
    expect(behind("$0.00", { figure: "paid", product: "course:1" })).toBe("$0.00");
    expect(behind("$10.00", { figure: "paid", product: "course:1" }, "x")).toMatchObject({
      label: "x",
    });
  });
});
