import { describe, expect, it } from "vitest";
import { canHydratePrerender } from "./prerender.ts";

function root(prerendered: string | null, children = 1) {
  const element = document.createElement("div");
  if (prerendered !== null) element.dataset.prerendered = prerendered;
  for (let i = 0; i < children; i++) element.append(document.createElement("div"));
  return element;
}

describe("canHydratePrerender", () => {
  it("takes over the prerendered landing page for a visitor at exactly that route", () => {
    expect(canHydratePrerender(root("/"), { pathname: "/", search: "" }, false)).toBe(true);
  });

  it.each([
    ["another route", root("/"), { pathname: "/terms", search: "" }, false],
    [
      "a query (the login modal renders more)",
      root("/"),
      { pathname: "/", search: "?loginModal=true" },
      false,
    ],
    ["a stored session", root("/"), { pathname: "/", search: "" }, true],
    ["nothing prerendered", root(null), { pathname: "/", search: "" }, false],
    ["an empty root", root("/", 0), { pathname: "/", search: "" }, false],
  ])("renders from scratch with %s", (_, element, location, token) => {
    expect(canHydratePrerender(element, location, token)).toBe(false);
  });
});
