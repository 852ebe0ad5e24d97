import { mockSiteImages, mockUsers } from "@academy/api/mocks";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../App.tsx";
import { setupMockApi, TEST_API } from "../../../test/mockApi.ts";
import { SITE_IMAGE_TEXT as TEXT } from "../siteImageText.ts";
import { SiteImageField, type SiteImageFieldProps } from "./SiteImageField.tsx";

const cover = mockSiteImages.find((image) => image.slot === "course-2");

async function renderField(props: Partial<SiteImageFieldProps> = {}, overrides: Response[] = []) {
  const api = setupMockApi({
    user: mockUsers.admin,
    overrides: overrides.map((answer) =>
      http.post(`${TEST_API}/admin/site-images/:slot`, () => answer),
    ),
  });
  const onChanged = vi.fn();
  const view = render(
    <AppProviders client={api.client}>
      <SiteImageField
        slot="course-2"
        kind="course"
        label={
          props.kind === "hero"
            ? "Home page hero"
            : "Course cover: General Contractor Licensing Course"
        }
        image={cover}
        onChanged={onChanged}
        {...props}
      />
    </AppProviders>,
  );
  // The session loads first (AppProviders renders nothing meanwhile).
  await screen.findByRole("region", { name: /Course cover|Home page hero/ });
  return { ...view, api, onChanged, user: userEvent.setup() };
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });
const noViolations = async (element: HTMLElement) => {
  const results = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
};

describe("SiteImageField", () => {
  it("names the current image by file name and size with its alt text, never a storage key", async () => {
    const { container } = await renderField();
    const field = screen.getByRole("region", { name: /Course cover: General Contractor/ });
    expect(field).toHaveTextContent("licensing-course-cover.jpg · 285 KB");
    expect(field).toHaveTextContent(`Alt text: ${cover?.alt ?? ""}`);
    expect(within(field).getByRole("img", { name: cover?.alt ?? "" })).toHaveAttribute(
      "src",
      "/api/site-images/course-2/fedcba9876543210/320.webp",
    );
    expect(field).not.toHaveTextContent("site-images/");
    await noViolations(container);
  });

  it("refuses to upload without alt text, with a clear error and no request", async () => {
    const { user, api, container } = await renderField();
    await user.upload(screen.getByTestId("file-input"), png());
    await user.click(screen.getByRole("button", { name: TEXT.upload }));
    expect(screen.getByRole("textbox", { name: /Alt text/ })).toHaveAccessibleDescription(
      expect.stringContaining(TEXT.altRequired),
    );
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
    await noViolations(container);
  });

  it("uploads the file with its alt text and says so", async () => {
    const { user, api, onChanged } = await renderField({
      image: undefined,
      slot: "hero",
      kind: "hero",
    });
    expect(screen.getByText(TEXT.none)).toBeInTheDocument();
    await user.upload(screen.getByTestId("file-input"), png());
    await user.type(screen.getByRole("textbox", { name: /Alt text/ }), "A blueprint house");
    await user.click(screen.getByRole("button", { name: TEXT.upload }));
    expect(await screen.findByRole("status")).toHaveTextContent(TEXT.uploaded);
    expect(onChanged).toHaveBeenCalledTimes(1);
    const sent = api.requests.find((request) => request.method === "POST");
    expect(sent?.url).toBe(`${TEST_API}/admin/site-images/hero`);
    const form = await sent?.formData();
    expect(form?.get("alt")).toBe("A blueprint house");
    expect(form?.get("filename")).toBe("cover.png");
  });

  it("shows the server's reasons when it refuses the image", async () => {
    const refusal = HttpResponse.json(
      { detail: ["Not an image: upload a JPG, PNG, WebP, AVIF or GIF file"] },
      { status: 422 },
    );
    const { user, onChanged, container } = await renderField({}, [refusal]);
    await user.upload(screen.getByTestId("file-input"), png());
    await user.type(screen.getByRole("textbox", { name: /Alt text/ }), "A cover");
    await user.click(screen.getByRole("button", { name: TEXT.upload }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Not an image: upload a JPG, PNG, WebP, AVIF or GIF file",
      ),
    );
    expect(onChanged).not.toHaveBeenCalled();
    await noViolations(container);
  });

  it("deletes the image after confirmation", async () => {
    const { user, onChanged } = await renderField();
    await user.click(screen.getByRole("button", { name: TEXT.remove }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: TEXT.remove }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("status")).toHaveTextContent(TEXT.removed);
  });
});
