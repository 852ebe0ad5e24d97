import { page } from "vitest/browser";
import { afterEach, describe, expect, it } from "vitest";
import "./rental-loader.ts";
import { rentalReservedHeight, rentalOptionsFromAttributes } from "./rental-options.ts";
import { mountRentalAnalyzer, RENTAL_EMBED_EVENTS } from "./rental-mount.tsx";

/** In the test build the widget's CSS is in the document; the embed adopts it instead. */
function widgetCss(): string {
  return [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.body.replaceChildren();
});

/** A host in a box of `width` (the host's own styles are reset by the embed). */
function host(width = 1300): HTMLElement {
  const box = document.createElement("div");
  box.style.width = `${width}px`;
  const element = document.createElement("div");
  box.append(element);
  document.body.append(box);
  return element;
}

describe("the <rental-analyzer> embed", () => {
  it("renders into a shadow root and reports events on the host", async () => {
    const element = host();
    const seen: string[] = [];
    for (const type of Object.values(RENTAL_EMBED_EVENTS)) {
      const listener = () => seen.push(type);
      document.addEventListener(type, listener);
      cleanups.push(() => document.removeEventListener(type, listener));
    }
    cleanups.push(mountRentalAnalyzer(element, { calculator: "brrrr", deal: null }, widgetCss()));
    const shadow = element.shadowRoot!;
    await expect.poll(() => shadow.querySelector("h2")?.textContent).toBe("Rental Analyzer");
    expect(element.childElementCount).toBe(0);
    expect(shadow.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe("BRRRR");
    await expect.poll(() => seen).toEqual(["rental-analyzer:ready", "rental-analyzer:change"]);
    shadow.querySelector<HTMLElement>('[role="tab"][aria-selected="false"]')?.click();
    await expect.poll(() => seen).toContain("rental-analyzer:tab-change");
  });

  it("reserves about the height it renders at, at a phone's and a desktop's width", async () => {
    // Wide enough for the widest host, so the page does not decide the layout.
    await page.viewport(1400, 900);
    for (const width of [390, 700, 1300]) {
      const element = host(width);
      cleanups.push(mountRentalAnalyzer(element, { deal: null }, widgetCss()));
      // The charts arrive after the rest: wait for their last table's summary.
      await expect
        .poll(() => element.shadowRoot?.textContent ?? "")
        .toContain("Show as a table (Amortization by Year)");
      const rendered = element.getBoundingClientRect().height;
      expect(Math.abs(rentalReservedHeight(width) - rendered) / rendered).toBeLessThan(0.1);
      element.parentElement?.remove();
    }
  });

  it("defines <rental-analyzer> and its global, reading options from attributes", () => {
    expect(customElements.get("rental-analyzer")).toBeDefined();
    expect(window.RentalAnalyzer).toMatchObject({ version: "1" });
    const element = document.createElement("rental-analyzer");
    element.setAttribute("calculator", "brrrr");
    element.setAttribute("data-theme", "dark");
    expect(rentalOptionsFromAttributes(element)).toEqual({ calculator: "brrrr", theme: "dark" });
    document.body.append(element);
    expect(element.shadowRoot?.textContent).toBe("Loading Rental Analyzer\u2026");
  });
});
