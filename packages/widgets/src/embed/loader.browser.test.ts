import { afterAll, describe, expect, it } from "vitest";
import "./loader.ts";

// In this test page the full bundle is not next to the loader, so loading it fails: that is
// the error path. Mounting for real is covered on built files by apps/site/e2e.
afterAll(() => document.body.replaceChildren());

describe("the embed loader", () => {
  it("defines <deal-analyzer> and one global, DealAnalyzer", () => {
    expect(customElements.get("deal-analyzer")).toBeDefined();
    expect(window.DealAnalyzer).toMatchObject({ version: "1" });
    expect(typeof window.DealAnalyzer?.mount).toBe("function");
  });

  it("reserves the analyzer's height at once and says it is loading", () => {
    const wide = document.createElement("div");
    wide.style.width = "1300px";
    const element = document.createElement("deal-analyzer");
    element.setAttribute("calculator", "flip");
    wide.append(element);
    document.body.append(wide);
    expect(element.getBoundingClientRect().height).toBe(1088);
    expect(element.shadowRoot?.textContent).toBe("Loading Deal Analyzer\u2026");
  });

  it("says so when the bundle cannot be loaded", async () => {
    const slot = document.createElement("div");
    document.body.append(slot);
    const unmount = window.DealAnalyzer!.mount(slot, { calculator: "land" });
    await expect
      .poll(() => slot.shadowRoot?.textContent)
      .toBe("The Deal Analyzer could not be loaded.");
    unmount();
  });

  it("mounts elements marked data-deal-analyzer when asked to scan", () => {
    const marked = document.createElement("div");
    marked.setAttribute("data-deal-analyzer", "");
    document.body.append(marked);
    expect(marked.shadowRoot).toBeNull();
    window.DealAnalyzer!.scan();
    expect(marked.shadowRoot?.textContent).toBe("Loading Deal Analyzer\u2026");
  });
});
