import { describe, expect, it } from "vitest";
import { normalizeOptions, optionsFromAttributes } from "./options.ts";

function element(html: string): Element {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstElementChild!;
}

describe("optionsFromAttributes", () => {
  it("reads the custom element's attributes", () => {
    const options = optionsFromAttributes(
      element(
        '<deal-analyzer calculator="flip" tabs="flip, land" theme="dark" accent-color="#0f766e" heading-level="3" share-param="da"></deal-analyzer>',
      ),
    );
    expect(options).toEqual({
      calculator: "flip",
      tabs: "flip, land",
      theme: "dark",
      accentColor: "#0f766e",
      headingLevel: "3",
      shareParam: "da",
    });
  });

  it("reads the data- attribute form", () => {
    expect(
      optionsFromAttributes(
        element('<div data-deal-analyzer data-calculator="renovation" data-theme="light"></div>'),
      ),
    ).toEqual({
      calculator: "renovation",
      theme: "light",
    });
  });

  it("gives nothing for an element without options", () => {
    expect(optionsFromAttributes(element("<deal-analyzer></deal-analyzer>"))).toEqual({});
  });
});

describe("normalizeOptions", () => {
  it("splits tabs, validates the theme and heading level and defaults the share parameter", () => {
    expect(
      normalizeOptions({
        calculator: "flip",
        tabs: "flip, land ,",
        theme: "blue",
        headingLevel: "x",
      }),
    ).toEqual({
      initialTab: "flip",
      tabs: ["flip", "land"],
      theme: "light",
      accentColor: undefined,
      headingLevel: 2,
      shareParam: "deal",
    });
    expect(
      normalizeOptions({ tabs: ["land"], theme: "dark", headingLevel: 3, shareParam: "x" }),
    ).toMatchObject({
      tabs: ["land"],
      theme: "dark",
      headingLevel: 3,
      shareParam: "x",
    });
  });
});
