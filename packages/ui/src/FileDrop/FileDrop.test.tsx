import { createRef } from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IMAGE_UPLOAD } from "../constants.ts";
import { axeViolations } from "../test-utils/axe.ts";
import { FileDrop } from "./FileDrop.tsx";
import { matchesAccept, validateFile } from "./validateFile.ts";

function fileOf(name: string, type: string, size: number) {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const MB = 1024 * 1024;

describe("validateFile (profile picture rules)", () => {
  it("accepts an image up to 5MB", () => {
    expect(validateFile(fileOf("me.png", "image/png", 5 * MB))).toBeNull();
  });
  it("rejects a non-image with the spec's message", () => {
    expect(validateFile(fileOf("cv.pdf", "application/pdf", 10))).toBe(
      "Please select an image file",
    );
  });
  it("rejects an image over 5MB with the spec's message", () => {
    expect(validateFile(fileOf("big.jpg", "image/jpeg", 5 * MB + 1))).toBe(
      "Image must be less than 5MB",
    );
  });
  it("matches accept lists by MIME type, wildcard and extension", () => {
    expect(matchesAccept(fileOf("a.pdf", "application/pdf", 1), "application/pdf")).toBe(true);
    expect(matchesAccept(fileOf("a.mov", "video/quicktime", 1), "video/*")).toBe(true);
    expect(matchesAccept(fileOf("a.PNG", "", 1), ".png,.jpg")).toBe(true);
    expect(matchesAccept(fileOf("a.gif", "image/gif", 1), "application/pdf")).toBe(false);
  });
});

describe("FileDrop", () => {
  it("forwards its ref and puts className and rest props on the root", () => {
    const ref = createRef<HTMLDivElement>();
    render(<FileDrop ref={ref} label="Profile picture" className="extra" data-x="1" />);
    const group = screen.getByRole("group", { name: "Profile picture" });
    expect(ref.current).toBe(group);
    expect(group).toHaveClass("extra");
    expect(group).toHaveAttribute("data-x", "1");
    expect(screen.getByText(IMAGE_UPLOAD.hint)).toBeInTheDocument();
  });

  it("takes a valid image, shows its name and removes it", async () => {
    const onValueChange = vi.fn();
    render(<FileDrop label="Profile picture" onValueChange={onValueChange} />);
    const file = fileOf("me.png", "image/png", 1000);
    await userEvent.upload(screen.getByTestId("file-input"), file);
    expect(onValueChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText("me.png")).toBeInTheDocument();
    expect(screen.getByRole("group")).toHaveAttribute("data-state", "selected");
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText("me.png")).toBeNull();
  });

  it("shows the type error for a non-image and keeps no file", async () => {
    const onValueChange = vi.fn();
    const onReject = vi.fn();
    render(<FileDrop label="Profile picture" onValueChange={onValueChange} onReject={onReject} />);
    const file = fileOf("notes.txt", "text/plain", 10);
    // user-event honours `accept`, so a wrong type is dropped instead, as a user could.
    fireEvent.drop(screen.getByText("or drag and drop it here"), {
      dataTransfer: { files: [file] },
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Please select an image file");
    expect(onReject).toHaveBeenCalledWith("Please select an image file", file);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Choose file" })).toHaveAccessibleDescription(
      `${IMAGE_UPLOAD.hint} Please select an image file`,
    );
  });

  it("shows the size error for an image over 5MB", async () => {
    render(<FileDrop label="Profile picture" />);
    await userEvent.upload(
      screen.getByTestId("file-input"),
      fileOf("big.jpg", "image/jpeg", 6 * MB),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Image must be less than 5MB");
  });

  it("opens the file chooser from the keyboard", async () => {
    render(<FileDrop label="Profile picture" />);
    const input = screen.getByTestId("file-input");
    const click = vi.spyOn(input, "click");
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("button", { name: "Choose file" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalled();
  });

  it("has no axe violations", async () => {
    const { container } = render(<FileDrop label="Profile picture" error="Upload failed" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
