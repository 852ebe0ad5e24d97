import { afterEach, expect, it } from "vitest";
import { createTestClient } from "../shared/testing.tsx";
import { createFakeStripe } from "../shared/payments/testing/fakeStripe.ts";
import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";
import { mountCalculatorSubscribe, type MountedCalculatorSubscribe } from "./mount.tsx";

let widget: MountedCalculatorSubscribe | null = null;

afterEach(() => {
  widget?.unmount();
  widget = null;
  document.body.replaceChildren();
});

it("opens on demand inside its own shadow root, dialog included, styled by the adopted CSS", async () => {
  const host = document.createElement("div");
  document.body.append(host);
  const { client } = createTestClient();
  const { stripe } = createFakeStripe();
  widget = mountCalculatorSubscribe(host, {
    client,
    loadStripe: () => Promise.resolve(stripe),
    css: "[role='dialog'] { outline: 3px solid rgb(0, 128, 0); }",
  });
  const shadow = host.shadowRoot;
  expect(shadow).not.toBeNull();
  expect(shadow?.querySelector("[role='dialog']")).toBeNull();

  widget.open();
  await expect.poll(() => shadow?.querySelector("[role='dialog']")).toBeTruthy();
  const dialog = shadow?.querySelector<HTMLElement>("[role='dialog']");
  expect(document.body.querySelector("[role='dialog']")).toBeNull();
  expect(dialog && getComputedStyle(dialog).outlineColor).toBe("rgb(0, 128, 0)");
  expect(dialog?.textContent).toContain(TEXT.socialProof);

  widget.close();
  await expect.poll(() => shadow?.querySelector("[role='dialog']")).toBeNull();
});
