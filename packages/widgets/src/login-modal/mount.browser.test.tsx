import { afterEach, expect, it } from "vitest";
import { mountLoginModal, type MountedLoginModal } from "./mount.tsx";
import { createTestClient } from "../shared/testing.tsx";

let widget: MountedLoginModal | null = null;

afterEach(() => {
  widget?.unmount();
  widget = null;
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

it("renders inside its own shadow root, dialog included, styled by the adopted CSS", async () => {
  window.history.replaceState(null, "", "/?loginModal=true");
  const host = document.createElement("div");
  document.body.append(host);
  const { client } = createTestClient();
  widget = mountLoginModal(host, {
    client,
    css: "[role='dialog'] { outline: 3px solid rgb(0, 128, 0); }",
  });

  const shadow = host.shadowRoot;
  expect(shadow).not.toBeNull();
  await expect.poll(() => shadow?.querySelector("[role='dialog']")).toBeTruthy();
  const dialog = shadow?.querySelector<HTMLElement>("[role='dialog']");
  // The dialog is portalled inside the widget's shadow root, not into the host page's body.
  expect(document.body.querySelector("[role='dialog']")).toBeNull();
  expect(dialog && getComputedStyle(dialog).outlineColor).toBe("rgb(0, 128, 0)");
  expect(dialog?.textContent).toContain("Student Login");
});
