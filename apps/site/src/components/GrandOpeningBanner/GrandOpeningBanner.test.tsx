import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { GrandOpeningBanner } from "./GrandOpeningBanner.tsx";

const at = (iso: string) => () => new Date(iso);

function renderBanner(date: string, now: () => Date) {
  return render(
    <MemoryRouter>
      <GrandOpeningBanner date={date} now={now} />
    </MemoryRouter>,
  );
}

describe("GrandOpeningBanner (issue #50: its day from the configuration)", () => {
  it("invites to the configured day in the spec's words until that day is over", async () => {
    const { container } = renderBanner("2026-03-15", at("2026-03-15T12:00:00"));
    expect(screen.getByRole("region", { name: "Announcement" })).toHaveTextContent(
      "You're invited to our Grand Opening on March 15th, 2026!",
    );
    const results = await axe.run(container, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("is not shown once the day is over", () => {
    renderBanner("2026-03-15", at("2026-03-16T00:00:01"));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });

  it("is not shown for a configured day that is not a date", () => {
    renderBanner("soon", at("2026-01-01T00:00:00"));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    renderBanner("2027-05-22", at("2026-12-06T00:00:00"));
    await user.click(screen.getByRole("button", { name: "Dismiss announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });
});
