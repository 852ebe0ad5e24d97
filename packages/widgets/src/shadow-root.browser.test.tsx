import { afterEach, describe, expect, it } from "vitest";
import { createShadowMount } from "./shadow-root.ts";

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll("[data-test-host-style]").forEach((node) => node.remove());
});

describe("createShadowMount", () => {
  it("styles its content from the adopted sheet and ignores hostile host styles", () => {
    const hostile = document.createElement("style");
    hostile.dataset.testHostStyle = "";
    hostile.textContent = "* { color: rgb(255, 0, 0) !important; } p { display: none !important; }";
    document.head.append(hostile);
    const host = document.createElement("div");
    document.body.append(host);

    const headBefore = document.head.children.length;
    const { container } = createShadowMount(host, "p { color: rgb(0, 0, 255); }");
    const paragraph = document.createElement("p");
    paragraph.textContent = "inside";
    container.append(paragraph);

    expect(getComputedStyle(paragraph).color).toBe("rgb(0, 0, 255)");
    expect(getComputedStyle(paragraph).display).toBe("block");
    expect(document.head.children.length).toBe(headBefore);
  });

  it("reuses the shadow root when mounted twice on one host", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const first = createShadowMount(host, "");
    const second = createShadowMount(host, "");
    expect(second.shadowRoot).toBe(first.shadowRoot);
    expect(first.shadowRoot.childElementCount).toBe(1);
  });
});
