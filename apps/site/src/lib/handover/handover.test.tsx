import { mockUsers } from "@academy/api/mocks";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../../App.tsx";
import { AppRoutes } from "../../routes.tsx";
import { setupMockApi, type MockApi } from "../../test/mockApi.ts";
import { readHandoverCode, redeemHandover } from "./redeemHandover.ts";
import { takeHandoverFragment } from "./takeHandoverFragment.ts";

const banner = async () => (await screen.findAllByRole("banner"))[0] as HTMLElement;

/** The embed frame (signed in, in the partner's partition) asks for a code; this tab has none. */
async function codeFromFrame(api: MockApi): Promise<string> {
  const { data } = await api.client.POST("/auth/handover");
  if (!data) throw new Error("no hand-over code");
  api.client.tokenStore.clear();
  return data.code;
}

function renderSite(api: MockApi) {
  render(
    <AppProviders client={api.client}>
      <MemoryRouter initialEntries={["/terms"]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("a session handed over in the address (issue #49)", () => {
  it("leaves the address at once, is redeemed, and the page renders signed in", async () => {
    const api = setupMockApi({ user: mockUsers.student });
    const code = await codeFromFrame(api);
    window.history.replaceState(null, "", `/terms?tab=1#handover=${code}`);

    const taken = takeHandoverFragment(window.location, window.history);
    expect(taken).toBe(`#handover=${code}`);
    const { pathname, search, hash } = window.location;
    expect([pathname, search, hash]).toEqual(["/terms", "?tab=1", ""]);
    expect(await redeemHandover(api.client, taken ?? "")).toBe(true);
    expect(api.requests.map((request) => new URL(request.url).pathname)).toContain(
      "/api/auth/handover/redeem",
    );

    renderSite(api);
    expect(await within(await banner()).findByText(mockUsers.student.full_name)).toBeVisible();
  });

  it("leaves the tab signed out, with the usual login, when the code is refused", async () => {
    const api = setupMockApi({ user: mockUsers.student });
    const code = await codeFromFrame(api);
    expect(await redeemHandover(api.client, `#handover=${code}`)).toBe(true);
    api.client.tokenStore.clear();

    // Used once already: refused.
    expect(await redeemHandover(api.client, `#handover=${code}`)).toBe(false);
    expect(api.client.tokenStore.getAccessToken()).toBeNull();
    renderSite(api);
    expect(
      await within(await banner()).findByRole("button", { name: "Student Login" }),
    ).toBeVisible();
  });

  it("ignores addresses without a code, and reads the code out of the fragment taken", () => {
    window.history.replaceState({ kept: true }, "", "/course/1#modules");
    expect(takeHandoverFragment(window.location, window.history)).toBeNull();
    expect(window.location.hash).toBe("#modules");
    expect(window.history.state).toEqual({ kept: true });

    window.history.replaceState({ kept: true }, "", "/course/1?x=1#handover=abc-_1&lesson=4");
    const fragment = takeHandoverFragment(window.location, window.history) ?? "";
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/course/1?x=1",
    );
    expect(window.history.state).toEqual({ kept: true });
    expect(readHandoverCode(fragment)).toBe("abc-_1");
    expect(readHandoverCode("#handover=")).toBeNull();
  });
});
