import { page, userEvent } from "vitest/browser";
import { afterEach, describe, expect, it } from "vitest";
import { EMBED_EVENTS } from "./events.ts";
import { mountDealAnalyzer } from "./mount.tsx";

/** In the test build the widget's CSS is in the document; the embed adopts it instead. */
function widgetCss(): string {
  return [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.body.replaceChildren();
  window.history.replaceState(null, "", window.location.pathname);
});

function host(): HTMLElement {
  const element = document.createElement("div");
  document.body.append(element);
  return element;
}

function mount(element: HTMLElement, options = {}, reserved?: number) {
  const unmount = mountDealAnalyzer(element, options, widgetCss(), reserved);
  cleanups.push(unmount);
  return unmount;
}

describe("mountDealAnalyzer", () => {
  it("renders into the host's shadow root and reports events on the host", async () => {
    const element = host();
    const seen: { type: string; detail: { calculator: string } }[] = [];
    for (const type of Object.values(EMBED_EVENTS)) {
      const listener = (event: Event) => seen.push({ type, detail: (event as CustomEvent).detail });
      document.addEventListener(type, listener);
      cleanups.push(() => document.removeEventListener(type, listener));
    }
    mount(element, { calculator: "renovation", tabs: "renovation,land" });
    const shadow = element.shadowRoot!;
    await expect.poll(() => shadow.querySelector("h2")?.textContent).toBe("Deal Analyzer");
    expect(element.childElementCount).toBe(0);
    expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(0);
    // The `tabs` attribute's order, not the spec's.
    expect([...shadow.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      "Renovation ROI",
      "Land Analysis",
    ]);
    await expect
      .poll(() => seen.map((event) => event.type))
      .toEqual(["deal-analyzer:ready", "deal-analyzer:change"]);
    expect(seen[0]?.detail).toEqual({ calculator: "renovation" });
    expect(seen[1]?.detail).toMatchObject({
      calculator: "renovation",
      results: { kind: "renovation", newValue: 331500 },
    });

    const landTab = [...shadow.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === "Land Analysis",
    );
    await userEvent.click(page.elementLocator(landTab!));
    await expect
      .poll(() => seen.map((event) => event.type).slice(2))
      .toEqual(["deal-analyzer:tab-change", "deal-analyzer:change"]);
    expect(seen[2]?.detail).toEqual({ calculator: "land" });
  });

  it("offers no saving: a partner's visitor has no account here (issue 15)", async () => {
    const element = host();
    mount(element, {});
    const shadow = element.shadowRoot!;
    await expect.poll(() => shadow.querySelector("h2")?.textContent).toBe("Deal Analyzer");
    const labels = [...shadow.querySelectorAll("button, label, h2, h3")].map(
      (el) => el.textContent,
    );
    expect(labels.filter((text) => /save|saved deals|compare/i.test(text ?? ""))).toEqual([]);
  });

  it("resets the host so the page's inherited styles cannot reach in", async () => {
    const style = document.createElement("style");
    style.textContent =
      "body { color: rgb(255, 0, 255); font: italic 30px serif; letter-spacing: 4px; }";
    document.head.append(style);
    cleanups.push(() => style.remove());
    const element = host();
    mount(element);
    const shadow = element.shadowRoot!;
    await expect.poll(() => shadow.querySelector("h2")).toBeTruthy();
    const subtitle = getComputedStyle(
      [...shadow.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Land Analysis •"))!,
    );
    expect(subtitle.color).not.toBe("rgb(255, 0, 255)");
    expect(subtitle.fontStyle).toBe("normal");
    expect(subtitle.letterSpacing).toBe("normal");
    expect(getComputedStyle(element).display).toBe("block");
  });

  it("holds the reserved height until the user first interacts", async () => {
    const element = host();
    mount(element, {}, 5000);
    await expect.poll(() => element.shadowRoot?.querySelector("h2")).toBeTruthy();
    expect(element.getBoundingClientRect().height).toBe(5000);
    element.dispatchEvent(new Event("pointerdown"));
    expect(element.getBoundingClientRect().height).toBeLessThan(5000);
  });

  it("restores a deal from the page address, or the one passed in", async () => {
    window.history.replaceState(null, "", "?deal=1l.broken.xxxxxxx");
    const fromAddress = host();
    mount(fromAddress);
    await expect
      .poll(() => fromAddress.shadowRoot?.textContent)
      .toContain("This shared deal link could not be opened");
    const ignoringAddress = host();
    mount(ignoringAddress, { deal: null });
    await expect.poll(() => ignoringAddress.shadowRoot?.querySelector("h2")).toBeTruthy();
    expect(ignoringAddress.shadowRoot?.textContent).not.toContain("could not be opened");
  });

  it("unmounts completely, and two hosts are independent", async () => {
    const first = host();
    const second = host();
    const unmountFirst = mount(first, { calculator: "flip" });
    mount(second, { calculator: "land" });
    await expect
      .poll(() => first.shadowRoot?.querySelector("h2") && second.shadowRoot?.querySelector("h2"))
      .toBeTruthy();
    unmountFirst();
    expect(first.shadowRoot?.childElementCount).toBe(0);
    expect(second.shadowRoot?.querySelector('[aria-selected="true"]')?.textContent).toBe(
      "Land Analysis",
    );
  });
});
