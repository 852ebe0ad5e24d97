import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SiteTextField } from "../components/SiteTextField/SiteTextField.tsx";
import { FORM_ERRORS } from "../formText.ts";
import type { FormOutcome } from "./forms.ts";
import { bindField, describeFormFailure, useSiteForm, type FormErrors } from "./useSiteForm.ts";

type Values = { first: string; second: string };
const EMPTY: Values = { first: "", second: "" };

const requireBoth = (values: Values) => {
  const errors: FormErrors<Values> = {};
  if (!values.first.trim()) errors.first = "First is required";
  if (!values.second.trim()) errors.second = "Second is required";
  return errors;
};

/** A pending submission the test settles itself, to look at the form while it is sending. */
function deferred() {
  let settle: (outcome: FormOutcome) => void = () => undefined;
  const promise = new Promise<FormOutcome>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function Harness(props: {
  submit: (values: Values) => Promise<FormOutcome>;
  describeFailure?: Parameters<typeof useSiteForm<Values>>[0]["describeFailure"];
}) {
  const form = useSiteForm({ empty: EMPTY, validate: requireBoth, ...props });
  return (
    <form aria-label="Test" noValidate onSubmit={form.handleSubmit}>
      <SiteTextField form={form} name="first" label="First" required />
      <SiteTextField form={form} name="second" label="Second" required />
      <output aria-label="Status">{form.status}</output>
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <button type="submit">Send</button>
      <button type="button" onClick={form.reopen}>
        Reopen
      </button>
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const send = () => user.click(screen.getByRole("button", { name: "Send" }));
  const status = () => screen.getByRole("status", { name: "Status" }).textContent;
  return { user, send, status };
}

describe("useSiteForm", () => {
  it("starts from the empty values, idle, with no errors and no failure", () => {
    const { result } = renderHook(() =>
      useSiteForm({ empty: EMPTY, validate: requireBoth, submit: vi.fn() }),
    );
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errors).toEqual({});
    expect(result.current.status).toBe("idle");
    expect(result.current.failure).toBeNull();
  });

  it("does not submit an invalid form: shows every error and focuses the first invalid field", async () => {
    const submit = vi.fn<(values: Values) => Promise<FormOutcome>>();
    const { user, send } = setup({ submit });
    await user.type(screen.getByLabelText(/^Second/), "filled");
    await user.click(screen.getByLabelText(/^Second/));
    await send();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText("First is required")).toBeInTheDocument();
    expect(screen.queryByText("Second is required")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^First/)).toHaveFocus());
  });

  it("clears only the error of the field being typed in", async () => {
    const { user, send } = setup({ submit: vi.fn() });
    await send();
    await user.type(screen.getByLabelText(/^First/), "a");
    expect(screen.queryByText("First is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Second is required")).toBeInTheDocument();
  });

  it("sends the trimmed values once, is sending until answered, then clears and is sent", async () => {
    const pending = deferred();
    const submit = vi.fn((_values: Values) => pending.promise);
    const { user, send, status } = setup({ submit });
    await user.type(screen.getByLabelText(/^First/), "  Ann ");
    await user.type(screen.getByLabelText(/^Second/), "Lee");
    await send();
    expect(status()).toBe("sending");
    // A second submission while the first is on its way is ignored.
    await send();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ first: "Ann", second: "Lee" });
    await act(async () => pending.settle({ ok: true }));
    expect(status()).toBe("sent");
    expect(screen.getByLabelText(/^First/)).toHaveValue("");
    expect(screen.getByLabelText(/^Second/)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Reopen" }));
    expect(status()).toBe("idle");
  });

  it("keeps what was typed and says why when it fails, and clears that on the next try", async () => {
    const submit = vi
      .fn<(values: Values) => Promise<FormOutcome>>()
      .mockResolvedValueOnce({ ok: false, reason: "network" })
      .mockReturnValueOnce(new Promise<FormOutcome>(() => undefined));
    const { user, send, status } = setup({ submit });
    await user.type(screen.getByLabelText(/^First/), "Ann");
    await user.type(screen.getByLabelText(/^Second/), "Lee");
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_ERRORS.network);
    expect(status()).toBe("idle");
    expect(screen.getByLabelText(/^First/)).toHaveValue("Ann");
    await send();
    expect(status()).toBe("sending");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lets a form word its own failures", async () => {
    const describeFailure = vi.fn(() => "Closed this week");
    const refusal = { ok: false, reason: "rejected", status: 400, body: null } as const;
    const { user, send } = setup({ submit: async () => refusal, describeFailure });
    await user.type(screen.getByLabelText(/^First/), "Ann");
    await user.type(screen.getByLabelText(/^Second/), "Lee");
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent("Closed this week");
    expect(describeFailure).toHaveBeenCalledWith(refusal);
  });
});

describe("describeFormFailure", () => {
  it("tells a refusal from an unreachable service with the forms' two messages", () => {
    expect(describeFormFailure({ ok: false, reason: "network" })).toBe(FORM_ERRORS.network);
    expect(describeFormFailure({ ok: false, reason: "rejected", status: 500, body: null })).toBe(
      FORM_ERRORS.rejected,
    );
  });
});

describe("bindField", () => {
  it("names a native control after its field, shows its value and sets it on change", async () => {
    const { result } = renderHook(() =>
      useSiteForm({ empty: { first: "Ann", second: "" }, validate: requireBoth, submit: vi.fn() }),
    );
    render(<textarea aria-label="Second" {...bindField(result.current, "second")} />);
    const control = screen.getByLabelText("Second");
    expect(control).toHaveAttribute("name", "second");
    await userEvent.type(control, "x");
    expect(result.current.values).toEqual({ first: "Ann", second: "x" });
  });
});
