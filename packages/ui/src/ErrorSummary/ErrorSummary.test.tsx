import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe.ts";
import { ErrorSummary, type ErrorSummaryItem } from "./ErrorSummary.tsx";

const ERRORS: ErrorSummaryItem[] = [
  { fieldId: "full-name", message: "Enter your full name" },
  { fieldId: "email", message: "Enter your email address" },
];

function Form({ errors }: { errors: ErrorSummaryItem[] }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      {attempt > 0 ? <ErrorSummary errors={errors} focusKey={attempt} /> : null}
      <label htmlFor="full-name">Full Name</label>
      <input id="full-name" />
      <label htmlFor="email">Email</label>
      <input id="email" />
      <button type="button" onClick={() => setAttempt((count) => count + 1)}>
        Submit
      </button>
    </>
  );
}

describe("ErrorSummary", () => {
  it("renders nothing without errors", () => {
    render(<ErrorSummary errors={[]} focusKey={1} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("titles the problem, links each field, and has no axe violations", async () => {
    const { container } = render(<ErrorSummary errors={ERRORS} focusKey={1} />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enter your full name" })).toHaveAttribute(
      "href",
      "#full-name",
    );
    expect(alert).toHaveTextContent("Enter your email address");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes focus after every failed submission, and its links focus the field", async () => {
    const user = userEvent.setup();
    render(<Form errors={ERRORS} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const summary = screen.getByRole("alert").parentElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByRole("link", { name: "Enter your email address" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(summary).toHaveFocus());
  });
});
