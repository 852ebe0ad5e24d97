import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_FORM as TEXT, FORM_ERRORS } from "../../formText.ts";
import { setupMockApi, TEST_API } from "../../test/mockApi.ts";
import { holdTimers } from "../../test/timers.ts";
import { ContactForm } from "./ContactForm.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

function setup(overrides: Parameters<typeof setupMockApi>[0] = {}) {
  const api = setupMockApi(overrides);
  const user = userEvent.setup();
  render(<ContactForm />);
  return { api, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe("ContactForm", () => {
  it("requires full name, e-mail and message; phone is optional", async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole("button", { name: TEXT.submit }));
    expect(screen.getByText("Full Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email Address is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Phone Number/)).not.toBeRequired();
    expect(api.requests).toHaveLength(0);
  });

  it("sends JSON, shows Sending..., then Thank You with the form cleared, and the form again after 5 s", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const revert = holdTimers(TEXT.successRevertMs);
    const { user, api } = setup({
      overrides: [
        http.post(`${TEST_API}/forms/contact`, async () => {
          await gate;
          return HttpResponse.json({ ok: true });
        }),
      ],
    });
    await fill(user, {
      "Full Name": "Pat Doe",
      "Email Address": "pat@example.com",
      Message: "Hello there",
    });
    await user.click(screen.getByRole("button", { name: TEXT.submit }));
    const busy = screen.getByRole("button", { name: TEXT.sending });
    // Disabled for the user, whether the button says so with `disabled` or, keeping the focus
    // where it was, with aria-disabled; and a second press sends nothing more.
    expect(busy.matches(":disabled, [aria-disabled='true']")).toBe(true);
    await user.click(busy);
    expect(api.requests.filter((request) => request.url.includes("/forms/"))).toHaveLength(1);
    release();

    expect(await screen.findByText(TEXT.thankYou)).toBeInTheDocument();
    const sent = api.requests[0];
    expect(sent?.url).toBe(`${TEST_API}/forms/contact`);
    expect(sent?.headers.get("Content-Type")).toBe("application/json");
    expect(sent?.headers.get("Accept")).toBe("application/json");
    expect(await sent?.json()).toEqual({
      name: "Pat Doe",
      email: "pat@example.com",
      phone: "",
      message: "Hello there",
    });

    // The panel stays until the 5000 ms timer fires, then the (cleared) form is back.
    await expect.poll(() => revert.isHolding()).toBe(true);
    expect(screen.getByText(TEXT.thankYou)).toBeInTheDocument();
    act(() => revert.release());
    expect(screen.queryByText(TEXT.thankYou)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });

  it("shows the service's refusal in red above the button, keeping what was typed", async () => {
    const { user } = setup({
      overrides: [
        http.post(`${TEST_API}/forms/contact`, () =>
          HttpResponse.json({ error: "no" }, { status: 422 }),
        ),
      ],
    });
    await fill(user, {
      "Full Name": "Pat Doe",
      "Email Address": "pat@example.com",
      Message: "Hello",
    });
    await user.click(screen.getByRole("button", { name: TEXT.submit }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FORM_ERRORS.rejected);
    // Above the submit button.
    expect(alert.compareDocumentPosition(screen.getByRole("button", { name: TEXT.submit }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue("Pat Doe");
  });

  it("says to check the connection when the service cannot be reached", async () => {
    const { user } = setup();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await fill(user, {
      "Full Name": "Pat Doe",
      "Email Address": "pat@example.com",
      Message: "Hello",
    });
    await user.click(screen.getByRole("button", { name: TEXT.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_ERRORS.network);
  });
});
