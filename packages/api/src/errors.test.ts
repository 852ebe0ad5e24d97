import { describe, expect, it } from "vitest";
import { errorMessage } from "./errors.ts";

describe("errorMessage", () => {
  it("shows a detail string", () => {
    expect(errorMessage({ detail: "Invalid credentials" }, "Login failed")).toBe(
      "Invalid credentials",
    );
  });

  it("joins a detail array (strings or validation items)", () => {
    expect(errorMessage({ detail: ["Please select a PDF file", "Too large"] }, "x")).toBe(
      "Please select a PDF file, Too large",
    );
    expect(
      errorMessage({ detail: [{ msg: "field required" }, { message: "bad email" }] }, "x"),
    ).toBe("field required, bad email");
  });

  it("reads the form service's errors[] and error", () => {
    expect(
      errorMessage({ errors: [{ message: "should be an email" }, { message: "required" }] }, "x"),
    ).toBe("should be an email, required");
    expect(errorMessage({ error: "Form not found" }, "x")).toBe("Form not found");
  });

  it("falls back for anything else", () => {
    for (const body of [
      undefined,
      null,
      "",
      "<html>502</html>",
      42,
      [],
      {},
      { detail: "  " },
      { detail: [] },
    ]) {
      expect(errorMessage(body, "Failed to load course")).toBe("Failed to load course");
    }
  });
});
