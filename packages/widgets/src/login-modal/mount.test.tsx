import { mockUsers, MOCK_PASSWORD } from "@academy/api/mocks";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LOGIN_MODAL_TEXT as TEXT } from "./constants.ts";
import { mountLoginModal, type MountedLoginModal } from "./mount.tsx";
import { createTestClient } from "../shared/testing.tsx";

let mounted: MountedLoginModal | null = null;

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

function mountOn(url: string, options: Parameters<typeof mountLoginModal>[1] = {}) {
  window.history.replaceState(null, "", url);
  const host = document.createElement("div");
  document.body.append(host);
  const { client } = createTestClient();
  act(() => {
    mounted = mountLoginModal(host, { client, shadow: false, ...options });
  });
  return { host, mounted: mounted as unknown as MountedLoginModal };
}

describe("mountLoginModal", () => {
  it("opens when the address has loginModal=true and removes the parameter on close", async () => {
    mountOn("/nasclaprep?loginModal=true&ref=ad");
    expect(await screen.findByRole("dialog", { name: TEXT.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.pathname + window.location.search).toBe("/nasclaprep?ref=ad");
  });

  it("stays closed without the parameter until open() is called", async () => {
    const { mounted: widget } = mountOn("/terms");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => widget.open());
    expect(await screen.findByRole("dialog", { name: TEXT.title })).toBeInTheDocument();
    act(() => widget.close());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("signs in with its own session and closes itself, parameter removed", async () => {
    mountOn("/?loginModal=true");
    await userEvent.type(await screen.findByLabelText(/^Email/), mockUsers.newcomer.email);
    await userEvent.type(screen.getByLabelText(/^Password/), MOCK_PASSWORD);
    await userEvent.click(screen.getByRole("button", { name: TEXT.login }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.search).toBe("");
  });

  it("ignores the address when told not to follow it", () => {
    mountOn("/?loginModal=true", { syncWithUrl: false });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("empties its host when unmounted", () => {
    const { host, mounted: widget } = mountOn("/");
    act(() => widget.unmount());
    mounted = null;
    expect(host.childElementCount).toBe(0);
  });
});
