import { mockSavedDeals, mockUsers } from "@academy/api/mocks";
import { CALCULATOR_SUBSCRIBE_TEXT } from "@academy/widgets";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { DEAL_REPORT_TEXT, SAVED_DEALS_TEXT as TEXT } from "../savedDealsText.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderCalculator(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp("/deal-calculator", options);
  await screen.findByRole("heading", { level: 1, name: "Deal Analyzer" });
  return view;
}

/** The subscription modal's title while the calculator is on sale (the mocks' setting). */
const SUBSCRIBE_TITLE = CALCULATOR_SUBSCRIBE_TEXT.title;
const panel = () => screen.getByRole("region", { name: TEXT.title });
const savedList = async () => within(panel()).findByRole("list");
const dealPosts = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST" && request.url.endsWith("/deals"));

describe("SavedDealsPanel on /deal-calculator", () => {
  it("saves the current analysis under a name, and lists it first", async () => {
    const { user, api } = await renderCalculator({ user: mockUsers.admin });
    await savedList();
    const price = screen.getByRole("textbox", { name: "Purchase Price" });
    await user.clear(price);
    await user.type(price, "90000");
    await user.type(within(panel()).getByRole("textbox", { name: TEXT.nameLabel }), "Lot 9");
    await user.click(within(panel()).getByRole("button", { name: TEXT.save }));
    expect(await within(panel()).findByText(TEXT.saved("Lot 9"))).toBeInTheDocument();
    const body = (await dealPosts(api.requests)[0]?.clone().json()) as unknown;
    expect(body).toMatchObject({
      name: "Lot 9",
      deal: { kind: "land", inputs: { purchasePrice: 90000 } },
    });
    await waitFor(async () =>
      expect(within(await savedList()).getAllByRole("listitem")[0]).toHaveTextContent("Lot 9"),
    );
  });

  it("asks for a name before saving", async () => {
    const { user, api } = await renderCalculator({ user: mockUsers.admin });
    await user.click(within(panel()).getByRole("button", { name: TEXT.save }));
    expect(await within(panel()).findByText(TEXT.nameRequired)).toBeInTheDocument();
    expect(dealPosts(api.requests)).toHaveLength(0);
  });

  it("opens a saved deal in the analyzer and the address", async () => {
    const { user, location } = await renderCalculator({ user: mockUsers.admin });
    await user.click(await within(panel()).findByRole("button", { name: "Open Oak Street flip" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    expect(screen.getByRole("textbox", { name: "Property Address" })).toHaveValue(
      "1420 Oak Street",
    );
    expect(location()).toMatch(/tab=flip&deal=1f\./);
  });

  it("renames in place and returns the keyboard to Rename", async () => {
    const { user } = await renderCalculator({ user: mockUsers.admin });
    await user.click(
      await within(panel()).findByRole("button", { name: "Rename Quarter-acre lot" }),
    );
    const box = within(panel()).getByRole("textbox", {
      name: TEXT.renameLabel("Quarter-acre lot"),
    });
    await waitFor(() => expect(box).toHaveFocus());
    await user.clear(box);
    await user.type(box, "Half-acre lot{Enter}");
    expect(await within(panel()).findByText(TEXT.renamed("Half-acre lot"))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).getByRole("button", { name: "Rename Half-acre lot" })).toHaveFocus(),
    );
  });

  it("deletes only after confirming", async () => {
    const { user } = await renderCalculator({ user: mockUsers.admin });
    await user.click(
      await within(panel()).findByRole("button", { name: "Delete Quarter-acre lot" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: TEXT.deleteTitle });
    expect(dialog).toHaveTextContent(TEXT.deleteQuestion("Quarter-acre lot"));
    await user.click(within(dialog).getByRole("button", { name: TEXT.cancel }));
    expect(
      within(await savedList()).getByRole("button", { name: "Delete Quarter-acre lot" }),
    ).toBeInTheDocument();
    await user.click(within(panel()).getByRole("button", { name: "Delete Quarter-acre lot" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: TEXT.delete }),
    );
    expect(await within(panel()).findByText(TEXT.deleted("Quarter-acre lot"))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).queryByRole("button", { name: "Open Quarter-acre lot" })).toBeNull(),
    );
    await waitFor(() =>
      expect(within(panel()).getByRole("heading", { name: TEXT.title })).toHaveFocus(),
    );
  });

  it("compares two picked deals side by side, with the way to the compare page", async () => {
    const { user } = await renderCalculator({ user: mockUsers.admin });
    const compare = await within(panel()).findByRole("button", { name: TEXT.compare(0) });
    expect(compare).toBeDisabled();
    await user.click(
      within(panel()).getByRole("checkbox", { name: TEXT.pickToCompare("Oak Street flip") }),
    );
    await user.click(
      within(panel()).getByRole("checkbox", { name: TEXT.pickToCompare("Quarter-acre lot") }),
    );
    await user.click(within(panel()).getByRole("button", { name: TEXT.compare(2) }));
    const summary = await within(panel()).findByRole("table", { name: "Summary" });
    expect(within(summary).getByRole("row", { name: /Calculator/ })).toHaveTextContent(
      "Flip CalculatorLand Analysis",
    );
    expect(within(panel()).getByRole("link", { name: TEXT.comparePage })).toHaveAttribute(
      "href",
      "/deal-calculator/compare?ids=1,2",
    );
  });

  it("shows the empty state to a user with no deals", async () => {
    await renderCalculator({ user: mockUsers.newcomer });
    expect(await within(panel()).findByText(TEXT.empty)).toBeInTheDocument();
  });

  it("says so when the list fails, and retries", async () => {
    let fail = true;
    const { user } = await renderCalculator({
      user: mockUsers.admin,
      overrides: [
        http.get(`${TEST_API}/deals`, () =>
          fail ? HttpResponse.json({ detail: "Database unavailable" }, { status: 503 }) : undefined,
        ),
      ],
    });
    expect(await within(panel()).findByText("Database unavailable")).toBeInTheDocument();
    fail = false;
    await user.click(within(panel()).getByRole("button", { name: TEXT.retry }));
    expect(
      await within(panel()).findByRole("button", { name: "Open Oak Street flip" }),
    ).toBeInTheDocument();
  });

  it("asks a guest to sign in instead of saving", async () => {
    const { user, api, location } = await renderCalculator();
    expect(await within(panel()).findByText(TEXT.guestIntro)).toBeInTheDocument();
    await user.type(within(panel()).getByRole("textbox", { name: TEXT.nameLabel }), "Lot 9");
    await user.click(within(panel()).getByRole("button", { name: TEXT.save }));
    await waitFor(() => expect(location()).toMatch(/loginModal=true/));
    expect(dealPosts(api.requests)).toHaveLength(0);
  });

  it("opens the subscription modal for a signed-in user without access instead of saving", async () => {
    const { user, api } = await renderCalculator({ user: mockUsers.newcomer });
    await within(panel()).findByText(TEXT.empty);
    await user.type(within(panel()).getByRole("textbox", { name: TEXT.nameLabel }), "Lot 9");
    await user.click(within(panel()).getByRole("button", { name: TEXT.save }));
    expect(await screen.findByRole("dialog", { name: SUBSCRIBE_TITLE })).toBeVisible();
    expect(dealPosts(api.requests)).toHaveLength(0);
  });

  it("asks a user whose subscription ended for it again before comparing their deals", async () => {
    const kept = mockSavedDeals.map(({ user_id: _owner, ...deal }) => deal);
    const { user } = await renderCalculator({
      user: mockUsers.newcomer,
      overrides: [http.get(`${TEST_API}/deals`, () => HttpResponse.json(kept))],
    });
    for (const name of ["Oak Street flip", "Quarter-acre lot"]) {
      await user.click(
        await within(panel()).findByRole("checkbox", { name: TEXT.pickToCompare(name) }),
      );
    }
    await user.click(within(panel()).getByRole("button", { name: TEXT.compare(2) }));
    expect(await screen.findByRole("dialog", { name: SUBSCRIBE_TITLE })).toBeVisible();
  });

  it("lists only the Deal Analyzer's deals and downloads one's PDF report", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderCalculator({ user: mockUsers.admin });
    await waitFor(async () =>
      expect(within(await savedList()).getAllByRole("listitem")).toHaveLength(2),
    );
    expect(within(panel()).queryByText("Maple Street rental")).toBeNull();
    await user.click(
      within(panel()).getByRole("button", { name: `${DEAL_REPORT_TEXT.download} Oak Street flip` }),
    );
    expect(
      await within(panel()).findByText(DEAL_REPORT_TEXT.downloaded("Oak Street flip")),
    ).toBeInTheDocument();
    expect(saved).toEqual(["deal-1-report.pdf"]);
  });
});
