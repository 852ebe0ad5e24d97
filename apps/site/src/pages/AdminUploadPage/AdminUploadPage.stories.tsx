import { mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";

const meta = {
  title: "Site/Pages/Admin upload",
  component: SitePage,
  args: { path: "/admin-upload", user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/admin-upload` (academy.md §2, §4, §5, §8): S3 status unknown, connected or error; " +
          "video upload in parts (progress, cancel, network error); PDF upload refused by the " +
          "server; delete with confirmation; Admin access required for everyone else.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks course 1 and its first lesson (a stored video). */
async function pickLesson(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const course = await canvas.findByRole("combobox", { name: TEXT.course }, FIND);
  await canvas.findByRole("option", { name: "Real Estate Developer Course" }, FIND);
  await userEvent.selectOptions(course, "1");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: TEXT.lesson }), "1");
  return canvas;
}

async function testStorage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: TEXT.s3Test }, FIND));
  return canvas;
}

export const NotAdmin: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.adminRequired)).toBeVisible());
  },
};

export const StorageUnknown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pickLesson(canvasElement);
    await expect(canvas.getByText(TEXT.s3States.unknown)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.uploadVideo })).toBeDisabled();
  },
};

export const StorageConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await testStorage(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.s3Verified)).toBeVisible());
    await expect(canvas.getByText(TEXT.s3States.connected)).toBeVisible();
  },
};

export const StorageError: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/test-s3", ({ response }) =>
        response(200).json({ status: "error", message: "The bucket media does not exist" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await testStorage(canvasElement);
    await expect(
      await canvas.findByText(TEXT.s3Error("The bucket media does not exist")),
    ).toBeVisible();
  },
};

export const StorageTestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/api/admin/test-s3", () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await testStorage(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.s3TestFailed)).toBeVisible());
  },
};

const startUpload = [
  siteHttp.post("/lessons/{lessonId}/video-upload", ({ response }) =>
    response(201).json({ upload_id: "u1", part_size: 8 * 1024 * 1024, part_count: 1 }),
  ),
  siteHttp.get("/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}", ({ response }) =>
    response(200).json({ url: "/api/storage-parts/u1/1?expires=1&signature=s" }),
  ),
  siteHttp.delete("/lessons/{lessonId}/video-upload/{uploadId}", ({ response }) =>
    response(204).empty(),
  ),
];

async function chooseAndUploadVideo(canvasElement: HTMLElement) {
  const canvas = await pickLesson(canvasElement);
  await testStorage(canvasElement);
  await canvas.findByText(TEXT.s3Verified);
  const group = canvas.getByRole("group", { name: TEXT.videoLabel });
  const input = within(group).getByTestId("file-input");
  await userEvent.upload(
    input,
    new File([new Uint8Array(64)], "lesson.mp4", { type: "video/mp4" }),
  );
  await userEvent.click(canvas.getByRole("button", { name: TEXT.uploadVideo }));
  return canvas;
}

export const VideoUploading: Story = {
  beforeEach({ msw }) {
    msw.use(...startUpload, http.put("/api/storage-parts/*", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await expect(
      await canvas.findByRole("progressbar", { name: TEXT.uploadingVideo }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.cancelUpload })).toBeVisible();
  },
};

export const VideoCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...startUpload, http.put("/api/storage-parts/*", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: TEXT.cancelUpload }));
    await waitFor(() => expect(canvas.getByText(TEXT.uploadCancelled)).toBeVisible());
  },
};

export const VideoNetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...startUpload,
      http.put("/api/storage-parts/*", () => HttpResponse.error()),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.videoNetworkError)).toBeVisible());
  },
};

export const VideoRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...startUpload,
      http.put("/api/storage-parts/*", () => new HttpResponse(null, { headers: { etag: '"e"' } })),
      siteHttp.post("/lessons/{lessonId}/video-upload/{uploadId}/complete", ({ response }) =>
        response(422).json({ detail: ["Video must be MP4, MOV, AVI or WebM"] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    const alert = await canvas.findByText(TEXT.videoUploadFailed, {}, FIND);
    await expect(alert).toBeVisible();
    await expect(canvas.getByText("Video must be MP4, MOV, AVI or WebM")).toBeVisible();
  },
};

export const PdfRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/lessons/{id}/upload-pdf", ({ response }) =>
        response(422).json({ detail: [TEXT.notPdf, "file: at most 100 MB"] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await pickLesson(canvasElement);
    const group = canvas.getByRole("group", { name: TEXT.pdfLabel });
    const file = new File(["%PDF-1.4"], "slides.pdf", { type: "application/pdf" });
    await userEvent.upload(within(group).getByTestId("file-input"), file);
    await userEvent.click(canvas.getByRole("button", { name: TEXT.uploadPdf }));
    await waitFor(() => expect(canvas.getByText(TEXT.pdfUploadFailed)).toBeVisible());
    await expect(canvas.getByText(TEXT.notPdf)).toBeVisible();
    await expect(canvas.getByText("file: at most 100 MB")).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.delete("/lessons/{lessonId}/delete-video", ({ response }) =>
        response(404).json({ detail: "Lesson not found" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await pickLesson(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: TEXT.deleteVideo }));
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(
      TEXT.confirmDelete("video", "The development lifecycle"),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: TEXT.deleteVideo }));
    await waitFor(() => expect(canvas.getByText(TEXT.deleteFailed("video"))).toBeVisible());
  },
};
