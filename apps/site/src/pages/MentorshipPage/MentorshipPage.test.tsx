import { mockUsers } from "@academy/api/mocks";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";
import { MENTORSHIP_TEXT as TEXT } from "./mentorshipContent.ts";
import { MENTORSHIP_SECTIONS_TEXT } from "./mentorshipSections.ts";

async function openApplication(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp("/mentorship", options);
  await screen.findByRole("heading", { level: 1, name: "All In One + Mentorship" });
  await view.user.click(screen.getAllByRole("button", { name: TEXT.apply })[0] as HTMLElement);
  const dialog = await screen.findByRole("dialog", { name: TEXT.formTitle });
  // The form's code loads when the dialog opens (issue #30).
  await within(dialog).findByRole("button", { name: TEXT.submit });
  return { ...view, dialog };
}

async function fillRequired(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof openApplication>>["user"],
) {
  await user.type(within(dialog).getByLabelText(/^First Name/), "Jamie");
  await user.type(within(dialog).getByLabelText(/^Last Name/), "Stone");
  await user.type(within(dialog).getByLabelText(/^Email/), "jamie@example.com");
  await user.type(within(dialog).getByLabelText(/^Phone/), "214-555-0199");
  await user.click(within(dialog).getByRole("combobox", { name: /^Location/ }));
  await user.click(await screen.findByRole("option", { name: "Dallas, TX" }));
}

describe("MentorshipPage", () => {
  it("opens the enrol modal for the mentorship course", async () => {
    const { user } = renderApp("/mentorship", { coursesOnSale: false });
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    const dialog = await screen.findByRole("dialog", { name: "Enroll in All In One + Mentorship" });
    expect(await within(dialog).findByText("$4,997")).toBeInTheDocument();
  });

  it("gives a mentee the play button to /course/3 instead", async () => {
    renderApp("/mentorship", { user: mockUsers.mentee });
    expect(await screen.findByRole("link", { name: "Go to Course" })).toHaveAttribute(
      "href",
      "/course/3",
    );
    expect(screen.queryByRole("button", { name: "Enroll Now" })).not.toBeInTheDocument();
  });

  it("shows the program's figures, features and success stories", async () => {
    renderApp("/mentorship");
    const hero = (
      await screen.findByRole("heading", { level: 1, name: "All In One + Mentorship" })
    ).closest("section") as HTMLElement;
    // The price is the server's plan catalogue's (GET /catalogue/plans), shown once it answers.
    await within(hero).findByText("$4,997");
    for (const text of ["$4,997", "$7,500", "33% OFF", "12 weeks", "6-8 students", "Dallas, TX"]) {
      expect(within(hero).getByText(text)).toBeInTheDocument();
    }
    // Loaded after the hero (issue #30).
    expect(
      await screen.findByRole("heading", { name: MENTORSHIP_SECTIONS_TEXT.featuresTitle }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: MENTORSHIP_SECTIONS_TEXT.storiesTitle }),
    ).toBeInTheDocument();
  });

  it("requires first and last name, e-mail, phone and location", async () => {
    const { dialog, user, api } = await openApplication();
    await user.click(within(dialog).getByRole("button", { name: TEXT.submit }));
    for (const message of [
      "First Name is required",
      "Last Name is required",
      "Email Address is required",
      "Phone Number is required",
      "Location is required",
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(api.requests.some((request) => request.url.includes("/forms/"))).toBe(false);
  });

  it("sends the application as form data and says it was submitted", async () => {
    const { dialog, user, api } = await openApplication();
    await fillRequired(dialog, user);
    await user.type(within(dialog).getByLabelText(/^Your Goals/), "Build my first fourplex");
    await user.click(within(dialog).getByRole("button", { name: TEXT.submit }));
    expect(await within(dialog).findByText(TEXT.submitted)).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url === `${TEST_API}/forms/mentorship`);
    expect(sent?.headers.get("Accept")).toBe("application/json");
    // The unshown fields go too, empty (read from the raw multipart body: happy-dom's parser
    // drops empty parts).
    const raw = (await sent?.clone().text()) ?? "";
    for (const empty of ["experience", "availability"]) expect(raw).toContain(`name="${empty}"`);
    const form = await sent?.formData();
    expect(Object.fromEntries(form?.entries() ?? [])).toMatchObject({
      firstName: "Jamie",
      lastName: "Stone",
      email: "jamie@example.com",
      phone: "214-555-0199",
      goals: "Build my first fourplex",
      location: "Dallas, TX",
    });
  });

  it.each([
    [
      "the service's messages, joined",
      () =>
        HttpResponse.json(
          { errors: [{ message: "email looks odd" }, { message: "phone too" }] },
          { status: 422 },
        ),
      "email looks odd, phone too",
    ],
    [
      "the service's error field",
      () => HttpResponse.json({ error: "Form is closed" }, { status: 400 }),
      "Form is closed",
    ],
    [
      "the status",
      () => new HttpResponse("<html>", { status: 502 }),
      "Request failed (502). Please try again.",
    ],
  ])("shows %s when the service refuses", async (_, answer, message) => {
    const { dialog, user } = await openApplication({
      overrides: [http.post(`${TEST_API}/forms/mentorship`, answer)],
    });
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: TEXT.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
  });

  it("says the network failed when the service cannot be reached", async () => {
    const { dialog, user } = await openApplication();
    await fillRequired(dialog, user);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    await user.click(within(dialog).getByRole("button", { name: TEXT.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(TEXT.network);
  });
});
