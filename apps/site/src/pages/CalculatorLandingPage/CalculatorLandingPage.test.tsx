import { mockUsers } from "@academy/api/mocks";
import { analyzeFlip, flipDefaults, formatCurrency, formatPercent } from "@academy/calculators";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { CALCULATOR_LANDING as TEXT } from "../../content/calculatorLanding.ts";
import { renderApp } from "../../test/renderApp.tsx";

const LANDING = "/real-estate-calculator";

afterEach(() => {
  localStorage.clear();
});

describe("CalculatorLandingPage", () => {
  it("shows every section of the spec to a guest, with Get Instant Access and a path to the calculator", async () => {
    renderApp(LANDING);
    expect(await screen.findByRole("heading", { level: 1, name: TEXT.title })).toBeVisible();
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("button", { name: TEXT.getAccess }).length).toBeGreaterThan(0);
    expect(within(main).getByRole("region", { name: TEXT.sample.label })).toBeVisible();
    for (const feature of TEXT.features)
      expect(within(main).getByRole("heading", { name: feature.title })).toBeVisible();
    // The prices are the server's plan catalogue's, in the spec's sentences.
    expect(await within(main).findByText("$9")).toBeVisible();
    expect(within(main).getByText("or $90/year (SAVE 17%)")).toBeVisible();
    expect(within(main).getByText(TEXT.pitch("$9"))).toBeVisible();
    for (const item of TEXT.faq) expect(within(main).getByText(item.answer)).toBeVisible();
    expect(within(main).getByRole("heading", { name: TEXT.ctaTitle })).toBeVisible();
    expect(within(main).getByRole("link", { name: TEXT.tryFree })).toHaveAttribute(
      "href",
      "/deal-calculator",
    );
  });

  it("shows the sample deal as the Flip Calculator computes it for the sample's inputs", async () => {
    renderApp(LANDING);
    const sample = await screen.findByRole("region", { name: TEXT.sample.label });
    const row = (label: string) =>
      within(sample).getByText(label).closest("div")?.querySelector("dd")?.textContent;
    // The widget README's worked example: $180,000 in, $65,545 (20.2 %) out, an Excellent Deal.
    expect(row("ARV")).toBe("$324,000");
    expect(row("Net Profit")).toBe("$65,545");
    expect(row("Profit Margin")).toBe("20.2%");
    expect(within(sample).getByText("Excellent Deal")).toBeVisible();
    // What the calculator's own code answers for the sample's inputs, whatever they become.
    const result = analyzeFlip({ ...flipDefaults, ...TEXT.sample.inputs });
    expect(TEXT.sample.computed).toEqual({
      arv: formatCurrency(result.arv),
      allInCost: formatCurrency(result.allInCost),
      profit: formatCurrency(result.profit),
      profitMargin: formatPercent(result.profitMargin),
      badge: result.badge,
      recommendation: result.recommendation,
    });
    expect(row("Total Project Costs (All-In)")).toBe(formatCurrency(result.allInCost));
    expect(within(sample).getByText(result.recommendation)).toBeVisible();
  });

  it("opens the subscription modal from the access button", async () => {
    const { user } = renderApp(LANDING);
    const [access] = await screen.findAllByRole("button", { name: TEXT.getAccess });
    await user.click(access as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Get Instant Access" })).toBeVisible();
  });

  it("sends a user with access to /deal-calculator from Open Calculator", async () => {
    const { user, location } = renderApp(LANDING, { user: mockUsers.admin });
    const [open] = await screen.findAllByRole("button", { name: TEXT.openCalculator });
    await user.click(open as HTMLElement);
    await waitFor(() => expect(location()).toBe("/deal-calculator"));
  });

  it("treats a failed access check as no access", async () => {
    renderApp(LANDING, {
      user: mockUsers.student,
      overrides: [http.get("*/calculator/access", () => HttpResponse.json({}, { status: 500 }))],
    });
    expect((await screen.findAllByRole("button", { name: TEXT.getAccess })).length).toBeGreaterThan(
      0,
    );
  });

  it("greets a visitor who has run 3 analyses with the nag modal", async () => {
    localStorage.setItem("academy.calculator.analyses", "3");
    const { user } = renderApp(LANDING);
    const nag = await screen.findByRole("dialog", { name: "Unlock Unlimited Calculations" });
    await user.click(await within(nag).findByRole("button", { name: "Subscribe Now - $9/month" }));
    expect(await screen.findByRole("dialog", { name: "Get Instant Access" })).toBeVisible();
  });

  it("shows an admin the Admin Access Enabled badge, and the payment form with its (Admin) tag", async () => {
    const { user } = renderApp(LANDING, { user: mockUsers.admin });
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("Admin Access Enabled")).toBeVisible();
    await user.click(within(main).getByRole("button", { name: `${TEXT.getAccess} (Admin)` }));
    // The modal's own admin states are the widget's tests; Stripe.js cannot load here.
    expect(await screen.findByRole("dialog", { name: "Get Instant Access" })).toBeVisible();
  });
});
