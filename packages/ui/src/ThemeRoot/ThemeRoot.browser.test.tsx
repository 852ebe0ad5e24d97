import { render } from "vitest-browser-react";
import { userEvent } from "vitest/browser";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "../Button/Button.tsx";
import { Dialog } from "../Dialog/Dialog.tsx";
import { darkTokens } from "../theme/tokens.ts";
import { ThemeRoot } from "./ThemeRoot.tsx";

/** "#FB923C" -> "rgb(251, 146, 60)", as getComputedStyle reports colours. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A widget-style mount: an open shadow root whose only CSS is an adopted copy of the page's
 * stylesheets (what a widget bundle inlines), with React rendering into a div inside it.
 */
function createShadowMount() {
  const host = document.createElement("div");
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  const css = Array.from(document.querySelectorAll("style"))
    .map((style) => style.textContent)
    .join("\n");
  sheet.replaceSync(css);
  shadowRoot.adoptedStyleSheets = [sheet];
  const container = document.createElement("div");
  const portal = document.createElement("div");
  shadowRoot.append(container, portal);
  return { host, shadowRoot, container, portal };
}

let cleanupHost: (() => void) | undefined;
afterEach(() => cleanupHost?.());

describe("ThemeRoot inside a shadow root", () => {
  it("themes components by class, without :root, and keeps dialogs inside the shadow root", async () => {
    const { host, shadowRoot, container, portal } = createShadowMount();
    cleanupHost = () => host.remove();
    await render(
      <ThemeRoot theme="dark" portalContainer={portal}>
        <Dialog trigger={<Button>Enroll now</Button>} title="Enroll">
          <Button variant="secondary">Pay</Button>
        </Dialog>
      </ThemeRoot>,
      { container },
    );

    const trigger = shadowRoot.querySelector("button")!;
    expect(getComputedStyle(trigger).backgroundColor).toBe(rgb(darkTokens.color.brand.solid));
    expect(getComputedStyle(trigger).color).toBe(rgb(darkTokens.color.brand.onSolid));

    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => shadowRoot.querySelector("[role=dialog]")).not.toBeNull();
    const dialog = shadowRoot.querySelector<HTMLElement>("[role=dialog]")!;
    expect(portal.contains(dialog)).toBe(true);
    expect(document.body.querySelector("[role=dialog]")).toBeNull();
    expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(darkTokens.color.surface.raised));
    // Focus moved into the dialog, inside the shadow root.
    await expect.poll(() => dialog.contains(shadowRoot.activeElement)).toBe(true);
  });
});
