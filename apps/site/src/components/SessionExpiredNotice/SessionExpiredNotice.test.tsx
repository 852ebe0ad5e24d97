import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";

const refused = () =>
  HttpResponse.json({ detail: "Session expired, please login again" }, { status: 401 });

describe("SessionExpiredNotice", () => {
  it("says the session expired, then opens the login modal, when a refresh is refused", async () => {
    const { location, api } = renderApp("/terms", {
      user: mockUsers.student,
      overrides: [
        http.get(`${TEST_API}/auth/me`, () =>
          HttpResponse.json({ detail: "Token expired" }, { status: 401 }),
        ),
        http.post(`${TEST_API}/refresh`, refused),
      ],
    });
    const toast = await screen.findByText("Session expired, please login again");
    expect(toast).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Student Login" })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/terms?loginModal=true"));
    // Both tokens are gone (academy.md §8).
    expect(api.client.tokenStore.getAccessToken()).toBeNull();
    expect(api.client.tokenStore.getRefreshToken()).toBeNull();
  });

  it("shows nothing while the session is fine", async () => {
    renderApp("/terms", { user: mockUsers.student });
    expect(await screen.findByText(mockUsers.student.full_name)).toBeInTheDocument();
    expect(screen.queryByText("Session expired, please login again")).not.toBeInTheDocument();
  });
});
