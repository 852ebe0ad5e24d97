import { mockCertificateVerification } from "@academy/api/mocks";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";

describe("CertificateVerifyPage", () => {
  it("shows the learner, the course and the date for a valid code, after a loading state", async () => {
    // The answer waits until the loading state has been seen: how long a check takes is not
    // the test's to guess.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderApp(
      `/certificates/verify/${mockCertificateVerification.verification_code.toLowerCase()}`,
      {
        overrides: [
          http.get(`${TEST_API}/certificate-verifications/:code`, async () => {
            await answered;
            return undefined;
          }),
        ],
      },
    );
    expect(await screen.findByText("Checking the certificate...")).toBeInTheDocument();
    answer();
    expect(await screen.findByText("This certificate is valid.")).toBeInTheDocument();
    const list = within(screen.getByRole("main"));
    expect(list.getByText("Jordan Rivera")).toBeInTheDocument();
    expect(list.getByText("General Contractor Licensing Course")).toBeInTheDocument();
    expect(list.getByText("March 15, 2026")).toBeInTheDocument();
    expect(list.getByText("7KQ2-M9XD-4HTR")).toBeInTheDocument();
    expect(document.title).toContain("Certificate verification");
  });

  it("says clearly that an unknown code matches no certificate", async () => {
    renderApp("/certificates/verify/0000-0000-0000");
    expect(
      await screen.findByText(/We could not find a certificate with this code/),
    ).toBeInTheDocument();
    expect(screen.queryByText("This certificate is valid.")).not.toBeInTheDocument();
  });

  it("offers to try again when the server cannot be reached", async () => {
    let calls = 0;
    const { user } = renderApp("/certificates/verify/7KQ2-M9XD-4HTR", {
      overrides: [
        // The first check fails on the network; the next one reaches the (mock) server.
        http.get(`${TEST_API}/certificate-verifications/:code`, () =>
          calls++ === 0 ? HttpResponse.error() : undefined,
        ),
      ],
    });
    expect(
      await screen.findByText("We could not check the certificate just now. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("This certificate is valid.")).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
