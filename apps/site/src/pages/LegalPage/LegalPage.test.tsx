import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/renderApp.tsx";

describe("/terms", () => {
  it("has every section the spec lists, the date, and a way back home", async () => {
    renderApp("/terms");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms of Service" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Last updated: October 2025")).toBeInTheDocument();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      "Contents",
      "1. Acceptance of Terms",
      "2. Description of Services",
      "3. User Accounts",
      "4. Payment Terms",
      "5. Refund Policy",
      "6. User Conduct",
      "7. Intellectual Property",
      "8. Disclaimers",
      "9. Limitation of Liability",
      "10. Indemnification",
      "11. Termination",
      "12. Governing Law and Dispute Resolution",
      "13. Changes to These Terms",
      "14. Contact Information",
      "15. Acknowledgment",
    ]);
    const text = screen.getByRole("main").textContent ?? "";
    for (const point of [
      "We do not offer refunds for any payment",
      "within 7 days",
      "sole discretion",
      "limited to the amount you paid us for that course",
      "laws of the State of Texas",
      "binding arbitration in Dallas County, Texas",
      "class action",
      "mentorship liability waiver",
      "under 13",
      "parent or legal guardian",
    ]) {
      expect(text).toContain(point);
    }
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("links its contents to each section's anchor", async () => {
    renderApp("/terms");
    const contents = await screen.findByRole("navigation", { name: "Contents" });
    const refunds = within(contents).getByRole("link", { name: "Refund Policy" });
    expect(refunds).toHaveAttribute("href", "/terms#refunds");
    expect(document.getElementById("refunds")).not.toBeNull();
  });
});

describe("/privacy", () => {
  it("has every section the spec lists, the date, and a way back home", async () => {
    renderApp("/privacy");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Privacy Policy" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Last updated: October 2025")).toBeInTheDocument();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      "Contents",
      "1. Overview",
      "2. Information We Collect",
      "3. How We Use Your Information",
      "4. Information Sharing",
      "5. Data Security",
      "6. Your Rights",
      "7. Cookies and Local Storage",
      "8. Third-Party Services",
      "9. Children's Privacy",
      "10. International Data Transfers",
      "11. Changes to This Policy",
      "12. Contact Us",
    ]);
    expect(screen.getByRole("main")).toHaveTextContent(
      /under 13 may use the services only through a parent or guardian/,
    );
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});
