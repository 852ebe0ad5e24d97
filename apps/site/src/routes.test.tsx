import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROUTES } from "./routes.tsx";
import { renderApp } from "./test/renderApp.tsx";

/** investor-tools.md §2: every route of the app, and the heading its page shows. */
const EXPECTED: [path: string, heading: string][] = [
  ["/", "Build your future in construction and real-estate development"],
  ["/mentorship", "All In One + Mentorship"],
  ["/redevelopment", "Real Estate Developer Course"],
  ["/nasclaprep", "General Contractor Licensing Course"],
  ["/reset-password?token=abc", "Reset Password"],
  ["/deal-calculator", "Deal Analyzer"],
  ["/rental-analyzer", "Rental Analyzer"],
  ["/real-estate-calculator", "Deal Analyzer Calculator Subscription"],
  ["/test-video/7", "Access Denied"],
  ["/admin-upload", "Admin Content Manager"],
  ["/discord", "Join the Real Estate Investor Community"],
  ["/privacy", "Privacy Policy"],
  ["/practice-tests", "Available Practice Tests"],
  ["/terms", "Terms of Service"],
  ["/manage-subscription", "Manage Your Subscription"],
  ["/certificates/verify/7KQ2-M9XD-4HTR", "Certificate verification"],
];

describe("the route table", () => {
  it("has an entry for every route of the spec", () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      "/",
      "/course/:id",
      "/mentorship",
      "/redevelopment",
      "/nasclaprep",
      "/reset-password",
      "/deal-calculator",
      "/real-estate-calculator",
      "/test-video/:lessonId",
      "/admin-upload",
      "/discord",
      "/privacy",
      "/practice-tests",
      "/terms",
      "/manage-subscription",
      "/certificates/verify/:code",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(EXPECTED)("%s shows its page, never a blank screen", async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("sends /portal to the Manage Subscription portal", async () => {
    const { location } = renderApp("/portal");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Manage Your Subscription" }),
    ).toBeInTheDocument();
    expect(location()).toBe("/manage-subscription");
  });

  it("shows a not-found page for unknown addresses", async () => {
    renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found" }),
    ).toBeInTheDocument();
  });

  it("sends /login to the home page with the Student Login modal open", async () => {
    const { location } = renderApp("/login");
    expect(await screen.findByRole("dialog", { name: "Student Login" })).toBeInTheDocument();
    expect(location()).toBe("/?loginModal=true");
  });

  it("renders nothing while a stored token's user loads, then the page", async () => {
    const { container } = renderApp("/terms", { user: mockUsers.student });
    expect(container.querySelector("header")).toBeNull();
    await waitFor(() => expect(container.querySelector("header")).not.toBeNull());
  });
});
