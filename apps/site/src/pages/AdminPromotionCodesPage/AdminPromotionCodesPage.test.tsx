import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ADMIN_CONSOLE_TEXT } from "../../lib/adminConsoleText.ts";
import { PROMOTION_CODES_TEXT as TEXT } from "../../lib/adminPromotionCodesText.ts";
import { renderApp } from "../../test/renderApp.tsx";

const PATH = "/admin/promotion-codes";

async function axeIds(container: HTMLElement) {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

const createForm = () => screen.getByRole("form", { name: TEXT.createTitle });

describe("AdminPromotionCodesPage", () => {
  it("refuses a learner", async () => {
    renderApp(PATH, { user: mockUsers.student });
    expect(await screen.findByText(ADMIN_CONSOLE_TEXT.adminRequired)).toBeVisible();
    expect(screen.queryByRole("table", { name: TEXT.listLabel })).toBeNull();
  });

  it("lists the codes and creates one by keyboard, which then shows in the list", async () => {
    const { user, container, api } = renderApp(PATH, { user: mockUsers.admin });
    const table = await screen.findByRole("table", { name: TEXT.listLabel });
    const welcome = within(table).getByRole("row", { name: /WELCOME10/ });
    expect(within(welcome).getByText("10 %")).toBeVisible();
    expect(within(welcome).getByText("3 / no limit")).toBeVisible();
    expect(within(welcome).getByText(TEXT.active)).toBeVisible();
    const form = createForm();
    await within(form).findByRole("checkbox", { name: "Deal Analyzer Calculator" });
    await user.click(within(form).getByRole("textbox", { name: /^Code/ }));
    await user.keyboard("SPRING25");
    await user.tab(); // the discount type (percent by default)
    await user.tab();
    await user.keyboard("25");
    await user.click(within(form).getByRole("checkbox", { name: "Deal Analyzer Calculator" }));
    await user.click(within(form).getByRole("checkbox", { name: "Discord Pro" }));
    await user.type(within(form).getByRole("textbox", { name: /Maximum uses/ }), "100");
    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "Spring campaign");
    await user.keyboard("{Tab}{Enter}");
    expect(await within(form).findByText(TEXT.created("SPRING25"))).toBeVisible();
    const created = await within(table).findByRole("row", { name: /SPRING25/ });
    expect(within(created).getByText("25 %")).toBeVisible();
    expect(within(created).getByText("Deal Analyzer Calculator, Discord Pro")).toBeVisible();
    expect(within(created).getByText("0 / 100")).toBeVisible();
    const sent = api.requests.filter(
      (request) => request.method === "POST" && request.url.endsWith(PATH),
    );
    expect(await sent[0]?.json()).toMatchObject({
      code: "SPRING25",
      percent_off: 25,
      products: ["calculator", "discord:pro"],
      max_uses: 100,
      all_courses: false,
      reason: "Spring campaign",
    });
    expect(await axeIds(container)).toEqual([]);
  });

  it("names every problem before sending, and the server's refusal of a taken code", async () => {
    const { user, api } = renderApp(PATH, { user: mockUsers.admin });
    await screen.findByRole("table", { name: TEXT.listLabel });
    const form = createForm();
    await user.type(within(form).getByRole("textbox", { name: /^Code/ }), "no spaces");
    await user.type(within(form).getByRole("textbox", { name: /Percent off/ }), "150");
    await user.type(within(form).getByRole("textbox", { name: /Maximum uses/ }), "0");
    await user.click(within(form).getByRole("button", { name: TEXT.create }));
    for (const problem of [
      TEXT.codeSpelling,
      TEXT.percentRange,
      TEXT.scopeRequired,
      TEXT.maxUsesRange,
      ADMIN_CONSOLE_TEXT.reasonRequired,
    ])
      expect(await within(form).findByText(problem)).toBeVisible();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
    await user.clear(within(form).getByRole("textbox", { name: /^Code/ }));
    await user.type(within(form).getByRole("textbox", { name: /^Code/ }), "welcome10");
    await user.clear(within(form).getByRole("textbox", { name: /Percent off/ }));
    await user.type(within(form).getByRole("textbox", { name: /Percent off/ }), "5");
    await user.clear(within(form).getByRole("textbox", { name: /Maximum uses/ }));
    await user.click(within(form).getByRole("checkbox", { name: TEXT.allCourses }));
    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "Try a duplicate");
    await user.click(within(form).getByRole("button", { name: TEXT.create }));
    expect(
      await within(form).findByText("An active promotion code with this code exists already."),
    ).toBeVisible();
  });

  it("deactivates a code only after a confirmation with a reason", async () => {
    const { user } = renderApp(PATH, { user: mockUsers.admin });
    const table = await screen.findByRole("table", { name: TEXT.listLabel });
    const welcome = within(table).getByRole("row", { name: /WELCOME10/ });
    await user.click(within(welcome).getByRole("button", { name: TEXT.deactivate }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: TEXT.deactivate });
    await user.click(confirm);
    expect(await within(dialog).findByText(ADMIN_CONSOLE_TEXT.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Campaign over");
    await user.click(confirm);
    await waitFor(() => expect(within(welcome).getByText(TEXT.inactive)).toBeVisible());
    expect(within(welcome).queryByRole("button", { name: TEXT.deactivate })).toBeNull();
  });
});
