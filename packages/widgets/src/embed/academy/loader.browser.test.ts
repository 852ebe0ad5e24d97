import { afterAll, describe, expect, it } from "vitest";
import "./loader.ts";

// In this test page the apps are not next to the loader, so importing one fails: that is the
// error path. Opening the modals for real is covered on built files by apps/site/e2e.
afterAll(() => document.body.replaceChildren());

describe("the payment and login embeds' loader", () => {
  it("defines the three elements and one global, AcademyEmbed", () => {
    for (const tag of ["academy-enrol", "academy-discord-join", "academy-login"]) {
      expect(customElements.get(tag)).toBeDefined();
    }
    expect(window.AcademyEmbed).toMatchObject({ version: "1" });
  });

  it("draws the button at once in a shadow root that hands focus to it", () => {
    const element = document.createElement("academy-discord-join");
    element.setAttribute("button-text", "Join Pro");
    document.body.append(element);
    const button = element.shadowRoot?.querySelector("button");
    expect(button?.textContent).toBe("Join Pro");
    expect(element.shadowRoot?.delegatesFocus).toBe(true);
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    element.focus();
    expect(element.shadowRoot?.activeElement).toBe(button);
  });

  it("uses the site's wording when the partner gives none, and mounts marked elements", () => {
    const marked = document.createElement("div");
    marked.setAttribute("data-academy-enrol", "");
    marked.setAttribute("data-course", "2");
    document.body.append(marked);
    window.AcademyEmbed!.scan();
    expect(marked.shadowRoot?.querySelector("button")?.textContent).toBe("Enroll Now");
  });

  it("says so when the app cannot be loaded, and lets the visitor try again", async () => {
    const slot = document.createElement("div");
    document.body.append(slot);
    const unmount = window.AcademyEmbed!.mount(slot, "login");
    const button = slot.shadowRoot!.querySelector("button")!;
    button.click();
    await expect
      .poll(() => slot.shadowRoot?.querySelector("[role=status]")?.textContent)
      .toBe("This could not be loaded. Please try again.");
    expect(button.getAttribute("aria-busy")).toBeNull();
    unmount();
    expect(slot.shadowRoot?.childElementCount).toBe(0);
  });
});
