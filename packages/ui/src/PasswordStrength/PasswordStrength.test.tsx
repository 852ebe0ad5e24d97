import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { getPasswordStrength } from "./getPasswordStrength.ts";
import { PasswordStrength } from "./PasswordStrength.tsx";

describe("getPasswordStrength (spec: 0-2 Weak, 3 Medium, 4-5 Strong)", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Weak"],
    ["Abcdefgh", 3, "Medium"],
    ["abc1!", 3, "Medium"],
    ["Abcdefg1", 4, "Strong"],
    ["Abcdef1!", 5, "Strong"],
    ["ABCDEFG1", 3, "Medium"],
    ["Ab1!", 4, "Strong"],
    ["a b", 2, "Weak"],
  ])("%j scores %d (%s)", (password, score, label) => {
    expect(getPasswordStrength(password)).toMatchObject({ score, label });
  });

  it("counts length from exactly 8 characters", () => {
    expect(getPasswordStrength("aaaaaaa").score).toBe(1);
    expect(getPasswordStrength("aaaaaaaa").score).toBe(2);
  });
});

describe("PasswordStrength", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<PasswordStrength ref={ref} password="Abc" className="extra" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId("root"));
    expect(ref.current).toHaveClass("extra");
    expect(ref.current).toHaveAttribute("data-level", "weak");
  });

  it("exposes the score as a meter with the level in words", () => {
    render(<PasswordStrength password="Abcdefg1" />);
    const meter = screen.getByRole("meter", { name: "Password strength" });
    expect(meter).toHaveAttribute("aria-valuenow", "4");
    expect(meter).toHaveAttribute("aria-valuetext", "Strong");
    expect(screen.getByText("Strong")).toBeInTheDocument();
  });

  it("renders nothing for an empty password unless asked", () => {
    const { rerender } = render(<PasswordStrength password="" data-testid="root" />);
    expect(screen.queryByTestId("root")).toBeNull();
    rerender(<PasswordStrength password="" hideWhenEmpty={false} data-testid="root" />);
    expect(screen.getByTestId("root")).toHaveAttribute("data-score", "0");
  });

  it("has no axe violations", async () => {
    const { container } = render(<PasswordStrength password="Abcdefgh" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
