import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  axeViolations,
  createTestClient,
  holdTimers,
  TEST_API,
  TestProviders,
} from "../login-modal/testing.tsx";
import { ENROL_MODAL_TEXT as TEXT, POST_ENROL_NAVIGATE_MS } from "./constants.ts";
import { EnrolModal, type EnrolModalProps } from "./EnrolModal.tsx";

const COURSE = { id: 2, title: "General Contractor Licensing Course", price: 997 };

function Harness(props: Omit<EnrolModalProps, "open" | "onOpenChange" | "course">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <EnrolModal {...props} course={COURSE} open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup(
  props: Partial<EnrolModalProps> = {},
  overrides: Parameters<typeof createTestClient>[0] = {},
) {
  const { client, requests } = createTestClient(overrides);
  const navigate = vi.fn();
  const onEnrolled = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders client={client}>
      <Harness
        paymentsEnabled={false}
        testMode={false}
        navigate={navigate}
        onEnrolled={onEnrolled}
        {...props}
      />
    </TestProviders>,
  );
  return { user, navigate, onEnrolled, requests };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EnrolModal", () => {
  it("says enrolment is not available while payments are disabled, with no axe violations", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: TEXT.title(COURSE.title) });
    expect(within(dialog).getByText(TEXT.paymentsDisabled)).toBeInTheDocument();
    expect(within(dialog).getByText("$997")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: TEXT.enroll })).toBeDisabled();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("asks for the full name and e-mail, trimmed", async () => {
    const { user, requests } = setup({ paymentsEnabled: true, testMode: true });
    await user.type(await screen.findByLabelText(/^Full Name/), "   ");
    await user.type(screen.getByLabelText(/^Email/), "new@example.com");
    await user.click(screen.getByRole("button", { name: TEXT.enroll }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.required);
    expect(requests.some((request) => request.url.endsWith("/enroll/test"))).toBe(false);
  });

  it("enrols in test mode: closes, runs the callback, then goes to the course after 200 ms", async () => {
    const navigation = holdTimers(POST_ENROL_NAVIGATE_MS);
    const { user, navigate, onEnrolled } = setup({ paymentsEnabled: true, testMode: true });
    await user.type(await screen.findByLabelText(/^Full Name/), "New Learner");
    await user.type(screen.getByLabelText(/^Email/), "new.learner@example.com");
    await user.click(screen.getByRole("button", { name: TEXT.enroll }));

    await waitFor(() => expect(onEnrolled).toHaveBeenCalledTimes(1));
    expect(onEnrolled.mock.calls[0]?.[0].message).toBe(
      `${TEXT.testSuccess} ${TEXT.tempPasswordNote}`,
    );
    expect(screen.getByText("closed")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await expect.poll(() => navigation.isHolding()).toBe(true);
    act(() => navigation.release());
    expect(navigate).toHaveBeenCalledWith("/course/2");
  });

  it("cannot be closed while processing, and shows the server's error", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = setup(
      { paymentsEnabled: true, testMode: true },
      {
        overrides: [
          http.post(`${TEST_API}/enroll/test`, async () => {
            await gate;
            return HttpResponse.json({ detail: "Course not found" }, { status: 404 });
          }),
        ],
      },
    );
    await user.type(await screen.findByLabelText(/^Full Name/), "New Learner");
    await user.type(screen.getByLabelText(/^Email/), "new.learner@example.com");
    await user.click(screen.getByRole("button", { name: TEXT.enroll }));
    expect(await screen.findByText(TEXT.processing)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.getByText("open")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent("Course not found");
  });
});
