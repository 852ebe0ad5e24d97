import { mockUsers } from "@academy/api/mocks";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REFERENCE_BOOKS_NOTICE, SUPPORTED_STATES } from "../../content/courses.ts";
import { renderApp } from "../../test/renderApp.tsx";

const DISABLED =
  "Course enrollment is not available yet. We're still building this course. Check back soon!";

describe("/nasclaprep", () => {
  it("shows the licensing course's figures, 9 modules, 16 states and the reference-books notice", async () => {
    renderApp("/nasclaprep");
    const hero = (
      await screen.findByRole("heading", { level: 1, name: "General Contractor Licensing Course" })
    ).closest("section") as HTMLElement;
    // The price is the server's plan catalogue's (GET /catalogue/plans), shown once it answers.
    await within(hero).findByText("$997");
    for (const text of [
      "$997",
      "$1,497",
      "33% OFF",
      "8 weeks",
      "892",
      "4.9 / 5",
      "97%",
      "17 states",
    ]) {
      expect(within(hero).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(REFERENCE_BOOKS_NOTICE)).toBeInTheDocument();
    // The curriculum arrives with its own code: wait for it rather than race it.
    const curriculum = (await screen.findByRole("heading", { name: "Course Curriculum" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(curriculum).getAllByText(/^Module \d$/)).toHaveLength(9);
    expect(within(curriculum).getByText("Welcome & NASCLA Exam Overview")).toBeInTheDocument();
    expect(within(curriculum).getByText("How the NASCLA Exam Works")).toBeInTheDocument();
    expect(within(curriculum).getAllByText("Video · 15:00").length).toBeGreaterThan(0);
    const states = screen
      .getByRole("heading", { name: "Supported States" })
      .closest("section") as HTMLElement;
    expect(
      within(states)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([...SUPPORTED_STATES]);
    expect(SUPPORTED_STATES).toHaveLength(16);
  });

  it("opens the enrol modal for a guest; the payments configuration loads only then", async () => {
    const { user, api } = renderApp("/nasclaprep", { coursesOnSale: false });
    const enrol = await screen.findByRole("button", { name: "Enroll Now" });
    expect(api.requests.some((request) => request.url.endsWith("/payments/config"))).toBe(false);
    await user.click(enrol);
    // The widget's code loads on demand; the first load in a test run can be slow.
    const dialog = await screen.findByRole("dialog", {
      name: "Enroll in General Contractor Licensing Course",
    });
    // academy.md §5: while courses are not on sale the modal says so and cannot take payment.
    expect(await within(dialog).findByText(DISABLED)).toBeInTheDocument();
    // The closed state takes no card: no card field and no pay button (issue 26).
    expect(within(dialog).queryByRole("button", { name: "Pay $997" })).not.toBeInTheDocument();
  });

  it("opens the enrol modal for a signed-in learner who does not own the course", async () => {
    const { user } = renderApp("/nasclaprep", { user: mockUsers.newcomer, coursesOnSale: true });
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Enroll in General Contractor Licensing Course",
    });
    // The signed-in buyer buys as themselves: their e-mail is shown, not an editable field.
    expect(await within(dialog).findByText(mockUsers.newcomer.email)).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go to Course" })).not.toBeInTheDocument();
  });

  it("gives an enrolled learner a play button to /course/2 instead", async () => {
    renderApp("/nasclaprep", { user: mockUsers.student });
    const play = await screen.findByRole("link", { name: "Go to Course" });
    expect(play).toHaveAttribute("href", "/course/2");
    expect(screen.queryByRole("button", { name: "Enroll Now" })).not.toBeInTheDocument();
  });
});

describe("/redevelopment", () => {
  it("shows the developer course's figures and 9 modules", async () => {
    renderApp("/redevelopment");
    const hero = (
      await screen.findByRole("heading", { level: 1, name: "Real Estate Developer Course" })
    ).closest("section") as HTMLElement;
    await within(hero).findByText("$997");
    for (const text of ["$997", "$1,500", "40% OFF", "12 weeks", "1,247", "4.9 / 5"]) {
      expect(within(hero).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText(/^Module \d$/)).toHaveLength(9);
  });

  it("has a Welcome and Logout bar for a signed-in user", async () => {
    const { user } = renderApp("/redevelopment", { user: mockUsers.newcomer });
    expect(await screen.findByText(`Welcome, ${mockUsers.newcomer.full_name}`)).toBeInTheDocument();
    const main = screen.getByRole("main");
    await user.click(within(main).getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("button", { name: "Student Login" })).toBeInTheDocument();
    expect(screen.queryByText(/^Welcome,/)).not.toBeInTheDocument();
  });

  it("treats the mentorship course as access to the developer course", async () => {
    renderApp("/redevelopment", { user: mockUsers.mentee });
    expect(await screen.findByRole("link", { name: "Go to Course" })).toHaveAttribute(
      "href",
      "/course/1",
    );
  });
});
