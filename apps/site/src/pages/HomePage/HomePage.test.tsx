import { mockUsers } from "@academy/api/mocks";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GRAND_OPENING, SECTION_IDS } from "../../constants.ts";
import { CHECKING_ENROLLMENT } from "../../formText.ts";
import { COMPANY } from "../../content/company.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function renderHome(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp("/", options);
  await screen.findByRole("heading", { level: 1 });
  return view;
}

describe("HomePage", () => {
  it("shows the hero art at once and the course covers from the image list, each with srcset, width, height and alt", async () => {
    const { container } = await renderHome();
    // The image's code loads after the first paint (its own chunk).
    const hero = await waitFor(() => {
      const img = container.querySelector<HTMLImageElement>(`#${SECTION_IDS.home} picture img`);
      expect(img).not.toBeNull();
      return img;
    });
    expect(hero).toHaveAttribute("alt", expect.stringMatching(/blueprint/));
    expect(hero).toHaveAttribute("width", "1600");
    expect(hero).toHaveAttribute("height", "1200");
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero?.parentElement?.querySelector("source[type='image/avif']")).toHaveAttribute(
      "srcset",
      expect.stringContaining("/site-images/hero/latest/960.avif 960w"),
    );
    // The licensing card's cover (the mock list has it), lazily, in its 16:9 box.
    const cover = await screen.findByRole("img", {
      name: "Timber wall framing beside a clipboard with three items checked",
    });
    expect(cover).toHaveAttribute("loading", "lazy");
    expect(cover).toHaveAttribute("width", "1280");
    expect(cover).toHaveAttribute("height", "720");
    expect(cover.parentElement?.querySelector("source[type='image/webp']")).toHaveAttribute(
      "srcset",
      expect.stringContaining("/site-images/course-2/fedcba9876543210/640.webp 640w"),
    );
    // No photo listed for the instructors: their initials stay.
    const leadership = container.querySelector(`#${SECTION_IDS.leadership}`) as HTMLElement;
    expect(within(leadership).getByText("MR")).toBeInTheDocument();
  });

  it("has every section of the spec under its anchor", async () => {
    const { container } = await renderHome();
    for (const id of Object.values(SECTION_IDS)) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(screen.getByRole("heading", { name: "Your Pathway" })).toBeInTheDocument();
    const pathway = container.querySelector(`#${SECTION_IDS.pathway}`) as HTMLElement;
    expect(
      within(pathway)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["NASCLA Training", "Get Licensed", "Launch Your Business"]);
    // The hero's button goes to the courses.
    expect(screen.getByRole("link", { name: "Explore Courses" })).toHaveAttribute(
      "href",
      "/#courses",
    );
  });

  it("leads to the calculator from the hero, and to its landing page from the header's Calculators link", async () => {
    const { user, location } = await renderHome();
    expect(screen.getByRole("link", { name: "Try the Deal Analyzer" })).toHaveAttribute(
      "href",
      "/deal-calculator",
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Calculators" }));
    await waitFor(() => expect(location()).toBe("/real-estate-calculator"));
  });

  it("shows the Grand Opening banner until its close button is pressed", async () => {
    // Before the spec's day (the default configuration), the spec's words exactly.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 0, 10) });
    const { user } = await renderHome();
    const banner = screen.getByRole("region", { name: "Announcement" });
    expect(banner).toHaveTextContent("Grand Opening on March 15th, 2026");
    await user.click(within(banner).getByRole("button", { name: GRAND_OPENING.dismiss }));
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
  });

  it("hides the banner when Register Now is followed, which goes to #contact", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 0, 10) });
    const { user, location } = await renderHome();
    await user.click(screen.getByRole("link", { name: GRAND_OPENING.register }));
    expect(location()).toBe("/#contact");
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
  });

  it("shows no banner once the configured day is over, and the configured day before it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 2, 16) });
    await renderHome();
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
    vi.stubEnv("VITE_GRAND_OPENING_DATE", "2027-05-22");
    cleanup();
    await renderHome();
    expect(screen.getByRole("region", { name: "Announcement" })).toHaveTextContent(
      "You're invited to our Grand Opening on May 22nd, 2027!",
    );
  });

  it("shows the three course cards, the premium one marked, linking visitors to the sales pages", async () => {
    await renderHome();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Real Estate Developer Course",
      "General Contractor Licensing Course",
      "All In One + Mentorship",
    ]);
    expect(within(cards[2] as HTMLElement).getByText("PREMIUM")).toBeInTheDocument();
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual([
      "/redevelopment",
      "/nasclaprep",
      "/mentorship",
    ]);
  });

  it("checks an enrolled learner's enrolment and goes to /course/2", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, history } = await renderHome({
      user: mockUsers.student,
      overrides: [
        http.get(`${TEST_API}/users/:userId/enrollment/:courseId`, async () => {
          await gate;
          return HttpResponse.json({ enrolled: true });
        }),
      ],
    });
    const card = screen.getAllByRole("article")[1] as HTMLElement;
    // Enrolled (the session's courses): the card says so (issue 50).
    await user.click(within(card).getByRole("button", { name: "Continue course" }));
    // Busy, not disabled: it keeps the focus the click gave it.
    const checking = within(card).getByRole("button");
    expect(checking).toHaveAttribute("aria-busy", "true");
    expect(checking).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(checking).toHaveFocus());
    expect(within(card).getByText(CHECKING_ENROLLMENT)).toBeVisible();
    // The other cards wait too.
    expect(
      within(screen.getAllByRole("article")[0] as HTMLElement).getByRole("button"),
    ).toBeDisabled();
    release();
    // The course player (another page) takes over from there.
    await waitFor(() => expect(history()).toContain("/course/2"));
  });

  it("sends a signed-in learner who is not enrolled to the sales page", async () => {
    const { user, location, api } = await renderHome({ user: mockUsers.student });
    const card = screen.getAllByRole("article")[0] as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Explore Developer Course" }));
    await waitFor(() => expect(location()).toBe("/redevelopment"));
    expect(api.requests.some((request) => request.url.endsWith("/users/1/enrollment/1"))).toBe(
      true,
    );
  });

  it("logs a failed check and goes to the sales page", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, location } = await renderHome({
      user: mockUsers.student,
      overrides: [
        http.get(`${TEST_API}/users/:userId/enrollment/:courseId`, () => HttpResponse.error()),
      ],
    });
    const card = screen.getAllByRole("article")[1] as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Continue course" }));
    await waitFor(() => expect(location()).toBe("/nasclaprep"));
    expect(error).toHaveBeenCalled();
  });

  it("lists the footer's links, address, phone and e-mail", async () => {
    await renderHome();
    const footer = screen.getByRole("contentinfo");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const href of [
      "/redevelopment",
      "/nasclaprep",
      "/mentorship",
      "/discord",
      "/practice-tests",
      "/privacy",
      "/terms",
      COMPANY.website.href,
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(COMPANY.socials).toHaveLength(6);
    for (const social of COMPANY.socials) expect(hrefs).toContain(social.href);
    expect(footer).toHaveTextContent("Dallas, TX");
    expect(footer).toHaveTextContent(COMPANY.phone);
    expect(footer).toHaveTextContent(COMPANY.email);
  });
});
