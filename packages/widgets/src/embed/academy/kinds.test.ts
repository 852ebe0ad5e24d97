import { describe, expect, it } from "vitest";
import { embedOptionsFrom, EMBED_KINDS } from "./kinds.ts";

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

describe("EMBED_KINDS", () => {
  it("gives each embed its own tag and marker", () => {
    const kinds = Object.values(EMBED_KINDS);
    for (const key of ["tag", "marker"] as const) {
      expect(new Set(kinds.map((kind) => kind[key])).size).toBe(kinds.length);
    }
  });
});
