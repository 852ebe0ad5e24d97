import { describe, expect, it } from "vitest";
import { EMBED_LABELS, embedOptionsFrom, markerOf, tagOf, type EmbedKind } from "./kinds.ts";

function element(html: string): Element {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstElementChild!;
}

describe("embedOptionsFrom", () => {
  it("reads a custom element's attributes", () => {
    expect(
      embedOptionsFrom(
        element(
          '<academy-discord-join tier="community" plan="yearly" theme="dark" button-text=" Join us "></academy-discord-join>',
        ),
      ),
    ).toEqual({ tier: "community", plan: "yearly", theme: "dark", buttonText: "Join us" });
  });

  it("reads the data- form, and never a price", () => {
    expect(
      embedOptionsFrom(
        element('<div data-academy-enrol data-course="2" data-price="1" data-amount="1"></div>'),
      ),
    ).toEqual({ course: "2" });
  });

  it("ignores empty attributes", () => {
    expect(
      embedOptionsFrom(element('<academy-login button-text="  " theme=""></academy-login>')),
    ).toEqual({});
  });
});

describe("the embeds' names", () => {
  it("gives each embed its own tag, marker and label, as the README's snippets write them", () => {
    const kinds = Object.keys(EMBED_LABELS) as EmbedKind[];
    expect(kinds.map(tagOf)).toEqual(["academy-enrol", "academy-discord-join", "academy-login"]);
    expect(kinds.map(markerOf)).toEqual([
      "data-academy-enrol",
      "data-academy-discord-join",
      "data-academy-login",
    ]);
    expect(new Set(Object.values(EMBED_LABELS)).size).toBe(kinds.length);
  });
});
