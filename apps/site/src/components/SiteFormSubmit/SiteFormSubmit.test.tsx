import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { FormStatus } from "../../lib/useSiteForm.ts";
import { SiteFormSubmit } from "./SiteFormSubmit.tsx";

const renderSubmit = (status: FormStatus, failure: string | null = null) =>
  render(
    <form aria-label="Test">
      <SiteFormSubmit form={{ status, failure }} label="Send" busyLabel="Sending..." />
    </form>,
  );

describe("SiteFormSubmit", () => {
  it("is a plain submit button while the form is idle", () => {
    renderSubmit("idle");
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("type", "submit");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("turns busy, with the busy label, while the form is sending", () => {
    renderSubmit("sending");
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveAttribute("aria-busy", "true");
  });

  it("shows the failure above the button", async () => {
    const { container } = renderSubmit("idle", "Try again.");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Try again.");
    expect(alert.compareDocumentPosition(screen.getByRole("button", { name: "Send" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const results = await axe.run(container, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
