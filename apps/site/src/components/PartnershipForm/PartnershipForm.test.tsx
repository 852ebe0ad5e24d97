import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FORM_ERRORS, PARTNERSHIP_FORM as TEXT } from "../../formText.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";

async function openForm(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp("/", options);
  const toggle = await screen.findByRole("button", { name: TEXT.open });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await view.user.click(toggle);
  expect(screen.getByRole("button", { name: TEXT.close })).toHaveAttribute("aria-expanded", "true");
  // The form's code loads when it is first opened (issue #18).
  const form = await screen.findByRole("form", { name: TEXT.heading });
  return { ...view, form };
}

describe("PartnershipForm", () => {
  it("is toggled by Join the Network / Close Form", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: TEXT.close }));
    expect(screen.queryByRole("form", { name: TEXT.heading })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEXT.open })).toBeInTheDocument();
  });

  it("requires name, e-mail and phone; message is optional", async () => {
    const { user, form, api } = await openForm();
    await user.click(within(form).getByRole("button", { name: TEXT.submit }));
    expect(within(form).getByText("Full Name is required")).toBeInTheDocument();
    expect(within(form).getByText("Email Address is required")).toBeInTheDocument();
    expect(within(form).getByText("Phone Number is required")).toBeInTheDocument();
    expect(within(form).queryByText("Message is required")).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.url.includes("/forms/"))).toBe(false);
  });

  it("sends the fields with an empty company, then thanks with a Close button and stays until closed", async () => {
    const { user, form, api } = await openForm();
    await user.type(within(form).getByLabelText(/^Full Name/), "Sam Builder");
    await user.type(within(form).getByLabelText(/^Email Address/), "sam@builder.example");
    await user.type(within(form).getByLabelText(/^Phone Number/), "214-555-0100");
    await user.click(within(form).getByRole("button", { name: TEXT.submit }));

    expect(await screen.findByText(TEXT.thankYou)).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url === `${TEST_API}/forms/partnership`);
    expect(await sent?.json()).toEqual({
      name: "Sam Builder",
      email: "sam@builder.example",
      phone: "214-555-0100",
      company: "",
      message: "",
    });
    await user.click(screen.getByRole("button", { name: TEXT.closeThankYou }));
    expect(screen.queryByText(TEXT.thankYou)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEXT.open })).toBeInTheDocument();
  });

  it("shows the refusal message when the service says no", async () => {
    const { user, form } = await openForm({
      overrides: [
        http.post(`${TEST_API}/forms/partnership`, () =>
          HttpResponse.json({ error: "x" }, { status: 400 }),
        ),
      ],
    });
    await user.type(within(form).getByLabelText(/^Full Name/), "Sam Builder");
    await user.type(within(form).getByLabelText(/^Email Address/), "sam@builder.example");
    await user.type(within(form).getByLabelText(/^Phone Number/), "214-555-0100");
    await user.click(within(form).getByRole("button", { name: TEXT.submit }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(FORM_ERRORS.rejected);
  });
});
