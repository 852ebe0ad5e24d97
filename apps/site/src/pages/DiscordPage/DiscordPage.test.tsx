import { MOCK_PASSWORD, mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse, type HttpHandler } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/renderApp.tsx";
import { TEST_API } from "../../test/mockApi.ts";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";

const salesClosed = http.get(`${TEST_API}/payments/config`, () =>
  HttpResponse.json({
    publishable_key: "pk_test_mock",
    stripe_js_url: null,
    test_mode: true,
    sales: { courses: true, calculator: "open", discord: false },
  }),
);

async function renderDiscord(path = "/discord", overrides: HttpHandler[] = []) {
  const view = renderApp(path, { overrides });
  await screen.findByRole("heading", { level: 1, name: TEXT.heroTitle });
  return view;
}

const tierCard = (name: string) => screen.getByRole("article", { name });

describe("DiscordPage", () => {
  it("has its own navigation to the landing sections, Join the Community and Manage Subscription", async () => {
    await renderDiscord();
    const nav = screen.getByRole("navigation", { name: TEXT.nav.label });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/#home");
    expect(within(nav).getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/#courses");
    expect(within(nav).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
    expect(within(nav).getByRole("link", { name: TEXT.nav.join })).toHaveAttribute(
      "href",
      "#tiers",
    );
    expect(screen.getByRole("link", { name: TEXT.manageSubscription })).toHaveAttribute(
      "href",
      "/manage-subscription",
    );
    expect(screen.getByText(TEXT.cancelAnytime)).toBeVisible();
    expect(screen.queryByText(TEXT.testModeBanner)).toBeNull();
  });

  it("shows monthly prices, then yearly ones with Save 2 months and the per-month equivalent", async () => {
    const { user } = await renderDiscord();
    // The prices are the server's plan catalogue's (GET /catalogue/plans), shown once it answers.
    expect(await within(tierCard("Pro")).findByText("$197")).toBeVisible();
    expect(within(tierCard("Pro")).getByText(TEXT.mostPopular)).toBeVisible();
    expect(within(tierCard("Community")).getByText("$97")).toBeVisible();
    expect(screen.queryByText("Save 2 months")).toBeNull();

    await user.click(await screen.findByRole("radio", { name: TEXT.yearly }));
    expect(within(tierCard("Pro")).getByText("$1,997")).toBeVisible();
    expect(within(tierCard("Pro")).getByText("$166/month billed yearly")).toBeVisible();
    expect(within(tierCard("Community")).getByText("$997")).toBeVisible();
    expect(within(tierCard("Community")).getByText("$83/month billed yearly")).toBeVisible();
    expect(screen.getAllByText("Save 2 months")).toHaveLength(2);
  });

  it("keeps the join buttons disabled, reading Coming Soon, while Discord sales are closed", async () => {
    await renderDiscord("/discord", [salesClosed]);
    await waitFor(() =>
      expect(within(tierCard("Pro")).getByRole("button", { name: TEXT.comingSoon })).toBeDisabled(),
    );
    expect(
      within(tierCard("Community")).getByRole("button", { name: TEXT.comingSoon }),
    ).toBeDisabled();
  });

  it("opens the Join Discord Community modal for the chosen tier when sales are open", async () => {
    const { user } = await renderDiscord();
    const join = await within(tierCard("Community")).findByRole("button", {
      name: TEXT.joinTier("Community"),
    });
    await user.click(await screen.findByRole("radio", { name: TEXT.yearly }));
    await user.click(join);
    const dialog = await screen.findByRole("dialog", { name: "Join Discord Community" });
    expect(within(dialog).getByText("Community")).toBeVisible();
    expect(
      await within(dialog).findByRole("button", { name: "Join for $997" }),
    ).toBeInTheDocument();
  });

  it("shows the test-mode banner for ?test=true", async () => {
    await renderDiscord("/discord?test=true");
    expect(screen.getByText(TEXT.testModeBanner)).toBeVisible();
  });

  it("member login: Invalid credentials on failure, the portal on success", async () => {
    const { user, location } = await renderDiscord();
    await user.click(screen.getByRole("button", { name: TEXT.nav.memberLogin }));
    const dialog = await screen.findByRole("dialog", { name: TEXT.login.title });
    await user.type(within(dialog).getByLabelText(/^Email/), mockUsers.mentee.email);
    await user.type(within(dialog).getByLabelText(/^Password/), "wrong-password");
    await user.click(within(dialog).getByRole("button", { name: TEXT.login.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(TEXT.login.invalid);

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), MOCK_PASSWORD);
    await user.click(within(dialog).getByRole("button", { name: TEXT.login.submit }));
    await waitFor(() => expect(location()).toBe("/manage-subscription"));
  });
});
