import { afterAll, describe, expect, it } from "vitest";
import "./loader.ts";

// The frame page itself runs on built files in apps/site/e2e (academy-embeds.spec.ts).
afterAll(() => document.body.replaceChildren());

describe("the payment and login embeds' loader", () => {
  it("defines the three elements and one global, AcademyEmbed", () => {
    for (const tag of ["academy-enrol", "academy-discord-join", "academy-login"]) {
      expect(customElements.get(tag)).toBeDefined();
    }
    expect(window.AcademyEmbed).toMatchObject({ version: "2" });
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

  it("opens our frame page in an overlay, with the partner's origin and options", () => {
    const slot = document.createElement("div");
    document.body.append(slot);
    const unmount = window.AcademyEmbed!.mount(slot, "discord-join", {
      tier: "community",
      plan: "yearly",
      theme: "dark",
    });
    const button = slot.shadowRoot!.querySelector("button")!;
    expect(button.getAttribute("part")).toBe("button");
    button.click();
    const frame = slot.shadowRoot!.querySelector("iframe")!;
    const url = new URL(frame.src);
    expect(url.pathname).toBe("/embed/frame/discord-join");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: window.location.origin,
      theme: "dark",
      tier: "community",
      plan: "yearly",
    });
    expect(frame.title).toBe("Join Discord Community");
    expect(slot.shadowRoot!.querySelector<HTMLElement>(".o")!.hidden).toBe(false);
    unmount();
    expect(slot.shadowRoot?.childElementCount).toBe(0);
  });

  it("passes a partner's promotion code attribute on to the frame's address", () => {
    const marked = document.createElement("div");
    marked.setAttribute("data-academy-enrol", "");
    marked.setAttribute("data-course", "2");
    marked.setAttribute("data-code", "WELCOME10");
    document.body.append(marked);
    window.AcademyEmbed!.scan();
    marked.shadowRoot!.querySelector("button")!.click();
    const url = new URL(marked.shadowRoot!.querySelector("iframe")!.src);
    expect(url.pathname).toBe("/embed/frame/enrol");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: window.location.origin,
      course: "2",
      code: "WELCOME10",
    });
  });

  it("ignores messages that do not come from its own frame", () => {
    const slot = document.createElement("academy-login");
    document.body.append(slot);
    const events: string[] = [];
    slot.addEventListener("academy:signed-in", (event) => events.push(event.type));
    slot.shadowRoot!.querySelector("button")!.click();
    // Our origin, but from this window, not the frame: a partner script posting to itself.
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        source: window,
        data: { academy: 1, type: "signed-in", name: "Mallory" },
      }),
    );
    // From the frame's window, but another origin.
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: "https://evil.example",
        source: slot.shadowRoot!.querySelector("iframe")!.contentWindow,
        data: { academy: 1, type: "signed-in", name: "Mallory" },
      }),
    );
    expect(events).toEqual([]);
  });
});
