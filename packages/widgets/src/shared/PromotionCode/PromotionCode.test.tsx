import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../testing.tsx";
import { demoPreview, WELCOME10_PREVIEW } from "./demoPreview.ts";
import { PromotionCode, type PromotionPreview } from "./PromotionCode.tsx";

const welcome = WELCOME10_PREVIEW;
/** The server: WELCOME10 only, its own words for anything else. */
const server = vi.fn(demoPreview);

function setup(props: { defaultCode?: string; preview?: typeof server } = {}) {
  const applied: (PromotionPreview | null)[] = [];
  const user = userEvent.setup();
  const { container } = render(
    <PromotionCode
      label="Promotion code"
      preview={props.preview ?? server}
      defaultCode={props.defaultCode}
      onAppliedChange={(next) => applied.push(next)}
    />,
  );
  return { user, applied, container };
}

const field = () => screen.getByRole("textbox", { name: "Promotion code" });

describe("PromotionCode", () => {
  it("applies a code: the server's new price shows and the form is told", async () => {
    const { user, applied, container } = setup();
    await user.type(field(), "welcome10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "WELCOME10 applied: -$99.70. New price: $897.30",
    );
    expect(applied.at(-1)).toEqual(welcome);
    expect(server).toHaveBeenLastCalledWith("welcome10");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's reason inline and marks the field invalid", async () => {
    const { user, applied, container } = setup();
    await user.type(field(), "NOPE{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This promotion code does not exist.",
    );
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(applied.at(-1)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks for a code before applying an empty one", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a promotion code.");
  });

  it("drops the applied code once the buyer edits it", async () => {
    const { user, applied } = setup();
    await user.type(field(), "WELCOME10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(applied.at(-1)).toEqual(welcome));
    await user.type(field(), "X");
    expect(applied.at(-1)).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("fills in and applies a code from a ?code= link", async () => {
    const { applied } = setup({ defaultCode: "WELCOME10" });
    expect(field()).toHaveValue("WELCOME10");
    await waitFor(() => expect(applied.at(-1)).toEqual(welcome));
  });

  it("says so when the server cannot be reached", async () => {
    const { user } = setup({ preview: vi.fn(() => Promise.reject(new Error("offline"))) });
    await user.type(field(), "WELCOME10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The code could not be checked. Please try again.",
    );
  });
});
