import { mockUsers, MOCK_PASSWORD } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HEADER_TEXT, NAV_LINKS } from "../../constants.ts";
import { renderApp } from "../../test/renderApp.tsx";

const banner = () => screen.getAllByRole("banner")[0] as HTMLElement;
const findBanner = async () => (await screen.findAllByRole("banner"))[0] as HTMLElement;

describe("Header", () => {
  it("links to every section of the spec, in order, and offers Student Login to visitors", async () => {
    renderApp("/terms");
    await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    const nav = within(banner()).getByRole("navigation", { name: HEADER_TEXT.mainNav });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      NAV_LINKS.map((link) => [link.label, link.to]),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "Courses",
      "Practice Tests",
      "Calculators",
      "Discord",
      "Contact",
    ]);
    expect(within(banner()).getByRole("button", { name: "Student Login" })).toBeVisible();
  });

  it("opens the login modal through ?loginModal=true and removes the parameter on close", async () => {
    const { user, location } = renderApp("/terms");
    await user.click(await screen.findByRole("button", { name: "Student Login" }));
    expect(location()).toBe("/terms?loginModal=true");
    expect(await screen.findByRole("dialog", { name: "Student Login" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(location()).toBe("/terms"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("signs in from the modal: it closes, the parameter goes, the name, avatar and Logout show", async () => {
    const { user, location } = renderApp("/terms?loginModal=true");
    await user.type(await screen.findByLabelText(/^Email/), mockUsers.student.email);
    await user.type(screen.getByLabelText(/^Password/), MOCK_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(location()).toBe("/terms"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The signed-in controls load with the user (issue #18): wait for them.
    expect(await within(banner()).findByText(mockUsers.student.full_name)).toBeInTheDocument();
    expect(
      within(banner()).getByRole("button", { name: "Add a profile picture" }),
    ).toBeInTheDocument();

    await user.click(within(banner()).getByRole("button", { name: HEADER_TEXT.logout }));
    expect(await within(banner()).findByRole("button", { name: "Student Login" })).toBeVisible();
    expect(within(banner()).queryByText(mockUsers.student.full_name)).not.toBeInTheDocument();
  });

  it("offers to add or change the photo from the dropdown", async () => {
    const { user } = renderApp("/terms", { user: mockUsers.mentee });
    const toggle = await within(await findBanner()).findByRole("button", {
      name: HEADER_TEXT.photoMenu,
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(within(banner()).getByRole("button", { name: HEADER_TEXT.changePhoto }));
    expect(await screen.findByRole("dialog", { name: "Profile Picture" })).toBeInTheDocument();
  });

  it("leads to the account page from the user menu", async () => {
    const { user, location } = renderApp("/terms", { user: mockUsers.mentee });
    const toggle = await within(await findBanner()).findByRole("button", {
      name: HEADER_TEXT.photoMenu,
    });
    await user.click(toggle);
    await user.click(within(banner()).getByRole("link", { name: HEADER_TEXT.myAccount }));
    await waitFor(() => expect(location()).toBe("/account"));
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("leads an admin, and only an admin, to the owner's console from the user menu", async () => {
    const learner = renderApp("/terms", { user: mockUsers.mentee });
    await learner.user.click(
      await within(await findBanner()).findByRole("button", { name: HEADER_TEXT.photoMenu }),
    );
    expect(within(banner()).queryByRole("link", { name: "Admin: People" })).toBeNull();
    learner.unmount();
    const { user, location } = renderApp("/terms", { user: mockUsers.admin });
    await user.click(
      await within(await findBanner()).findByRole("button", { name: HEADER_TEXT.photoMenu }),
    );
    await user.click(within(banner()).getByRole("link", { name: "Admin: People" }));
    await waitFor(() => expect(location()).toBe("/admin/people"));
    expect(await screen.findByRole("heading", { level: 1, name: "People" })).toBeVisible();
  });

  it("has a mobile menu whose Home link goes to /#home, closed again by following a link", async () => {
    const { user, location } = renderApp("/terms");
    const toggle = within(await findBanner()).getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    const menu = within(banner()).getByRole("navigation", { name: "Menu" });
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/#home");
    await user.click(within(menu).getByRole("link", { name: "Practice Tests" }));
    await waitFor(() => expect(location()).toBe("/practice-tests"));
    expect(within(banner()).getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("closes the mobile menu and the photo dropdown with Escape", async () => {
    const { user } = renderApp("/terms", { user: mockUsers.mentee });
    const header = within(await findBanner());
    await user.click(header.getByRole("button", { name: "Open menu" }));
    expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.keyboard("{Escape}");
    expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    const toggle = header.getByRole("button", { name: HEADER_TEXT.photoMenu });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(toggle).toHaveFocus());
  });
});
