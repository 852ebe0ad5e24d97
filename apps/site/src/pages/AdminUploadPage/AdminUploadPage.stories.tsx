import { mockCourses, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";
import { discardPdfUploads } from "./usePdfUpload.ts";
import { discardAllUploads } from "./useVideoUpload.ts";

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
          "video upload on Uppy (progress, pause, cancel, network lost, storage unreachable, " +
          "processing, another admin's upload, a refused file, AVI, a slides lesson; the uploads of other " +
          "lessons with their controls, questions and failures); PDF refused by the " +
          "server; delete with confirmation; Admin access required for everyone else.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...siteHandlers());
    // Uploads outlive the lesson panel (and a reload): each story starts with none.
    discardAllUploads();
    discardPdfUploads();
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
  await userEvent.click(await canvas.findByRole("button", { name: TEXT.storage.s3.test }, FIND));
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
    await expect(canvas.getByText(TEXT.storageStates.unknown)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.uploadVideo })).toBeDisabled();
    // The lesson's video under the name it was uploaded with (issue 28).
    const name = mockCourses[0]?.modules[0]?.lessons[0]?.video_filename;
    await expect(canvas.getByText(name ?? "no mock file name")).toBeVisible();
  },
};

export const StorageConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await testStorage(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.storage.s3.verified)).toBeVisible());
    await expect(canvas.getByText(TEXT.storageStates.connected)).toBeVisible();
  },
};

/** A server storing media on its own disk is never called S3 (issue 28). */
export const LocalStorage: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/admin/storage", ({ response }) => response(200).json({ driver: "disk" })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: TEXT.storage.disk.heading }, FIND),
    ).toBeVisible();
    await expect(canvas.getByText(TEXT.storage.disk.needed)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: TEXT.storage.disk.test }));
    await waitFor(() => expect(canvas.getByText(TEXT.storage.disk.verified)).toBeVisible());
    await expect(canvas.queryByText(/S3/)).toBeNull();
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
      await canvas.findByText(TEXT.storage.s3.error("The bucket media does not exist")),
    ).toBeVisible();
  },
};

export const StorageTestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/api/admin/test-s3", () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await testStorage(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.storage.s3.testFailed)).toBeVisible());
  },
};

const PART_ETAG = { headers: { etag: '"0123456789abcdef0123456789abcdef"' } };
const xml = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { "content-type": "application/xml" } });
const s3Error = (status: number, code: string, message: string) =>
  xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`, status);
/** Uppy's S3 calls of an upload (create, list, abort), answered as the server does. */
const uploadCalls = [
  http.post("/api/media-uploads/:id/initiate", ({ params }) =>
    xml(
      `<InitiateMultipartUploadResult><Key>lessons/1/v.mp4</Key><UploadId>${String(params.id)}</UploadId></InitiateMultipartUploadResult>`,
    ),
  ),
  http.get("/api/media-uploads/:id/list", () => xml("<ListPartsResult></ListPartsResult>")),
  http.delete("/api/media-uploads/:id/abort", () => new HttpResponse(null, { status: 204 })),
];
const partsStored = http.put("/api/storage-parts/*", () => new HttpResponse(null, PART_ETAG));
/** Uppy's calls with every part stored and the completion answered by `answer`. */
const completedWith = (answer: () => Response | Promise<Response>) => [
  ...uploadCalls,
  partsStored,
  http.post("/api/media-uploads/:id/complete", answer),
];

async function chooseVideo(canvasElement: HTMLElement, name = "lesson.mp4", type = "video/mp4") {
  const canvas = await pickLesson(canvasElement);
  await testStorage(canvasElement);
  await canvas.findByText(TEXT.storage.s3.verified);
  const group = canvas.getByRole("group", { name: TEXT.videoLabel });
  await userEvent.upload(
    within(group).getByTestId("file-input"),
    new File([new Uint8Array(64)], name, { type }),
  );
  return canvas;
}

async function chooseAndUploadVideo(canvasElement: HTMLElement) {
  const canvas = await chooseVideo(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: TEXT.uploadVideo }));
  return canvas;
}

export const VideoUploading: Story = {
  beforeEach({ msw }) {
    msw.use(...uploadCalls, http.put("/api/storage-parts/*", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await expect(
      await canvas.findByRole("progressbar", { name: TEXT.uploadingVideo }),
    ).toBeVisible();
    await expect(canvas.getByText(/0 KB of 0 KB/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.pauseUpload })).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.cancelUpload })).toBeVisible();
  },
};

export const VideoPaused: Story = {
  beforeEach({ msw }) {
    msw.use(...uploadCalls, http.put("/api/storage-parts/*", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: TEXT.pauseUpload }));
    await expect(await canvas.findByText(TEXT.uploadPaused)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.resumeUpload })).toBeVisible();
  },
};

export const VideoCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...uploadCalls, http.put("/api/storage-parts/*", never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: TEXT.cancelUpload }));
    await waitFor(() => expect(canvas.getByText(TEXT.uploadCancelled)).toBeVisible());
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

export const VideoNetworkLost: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...uploadCalls,
      http.put("/api/storage-parts/*", () => HttpResponse.error()),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await expect(await canvas.findByText(/Network lost/, {}, FIND)).toBeVisible();
    await expect(canvas.getByText(/Trying again in \d+ s\./)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.retryNow })).toBeVisible();
  },
};

export const StorageUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/lessons/{lessonId}/video-upload", ({ response }) =>
        response(503).json({ detail: "Media storage is unavailable: connect ECONNREFUSED" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await expect(await canvas.findByText(/storage cannot be reached/, {}, FIND)).toBeVisible();
    await expect(canvas.queryByText(/Internal server error|ECONNREFUSED/)).toBeNull();
  },
};

export const VideoProcessing: Story = {
  beforeEach({ msw }) {
    msw.use(...completedWith(never));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    await expect(await canvas.findByText(TEXT.processingVideo, {}, FIND)).toBeVisible();
  },
};

const CONFLICT =
  "Another upload to this lesson finished at 10:42 UTC by admin@example.com; replace it?";

export const VideoConflict: Story = {
  beforeEach({ msw }) {
    msw.use(...completedWith(() => s3Error(409, "UploadConflict", CONFLICT)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    const question = await canvas.findByText(CONFLICT, {}, FIND);
    await expect(question).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.replaceVideo })).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.keepVideo })).toBeVisible();
  },
};

const DAMAGED =
  "This file is damaged or not a complete video: it does not read as MP4, MOV or WebM. The lesson keeps its video.";

export const VideoRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...completedWith(() => s3Error(422, "InvalidVideo", DAMAGED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseAndUploadVideo(canvasElement);
    const alert = await canvas.findByText(`${TEXT.videoUploadFailed}: ${DAMAGED}`, {}, FIND);
    await expect(alert).toBeVisible();
    // A new pick clears the last failure.
    const group = canvas.getByRole("group", { name: TEXT.videoLabel });
    await userEvent.upload(
      within(group).getByTestId("file-input"),
      new File([new Uint8Array(64)], "other.mp4", { type: "video/mp4" }),
    );
    await waitFor(() =>
      expect(canvas.queryByText(`${TEXT.videoUploadFailed}: ${DAMAGED}`)).toBeNull(),
    );
  },
};

/** Shows lesson 2, so lesson 1's upload is listed among the uploads for other lessons. */
async function showAnotherLesson(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: TEXT.lesson }), "2");
  return within(await canvas.findByRole("region", { name: TEXT.uploadsInProgress }, FIND));
}
const listGone = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(
      within(canvasElement).queryByRole("region", { name: TEXT.uploadsInProgress }),
    ).toBeNull(),
  );
/** The group the list gives lesson 1's upload (its lesson and file). */
const LISTED_UPLOAD = /: lesson\.mp4$/;

export const OtherLessonUploading: Story = {
  beforeEach({ msw }) {
    msw.use(...uploadCalls, http.put("/api/storage-parts/*", never));
  },
  play: async ({ canvasElement }) => {
    await chooseAndUploadVideo(canvasElement);
    const list = await showAnotherLesson(canvasElement);
    const upload = within(list.getByRole("group", { name: LISTED_UPLOAD }));
    await expect(upload.getByRole("progressbar", { name: LISTED_UPLOAD })).toBeVisible();
    await expect(upload.getByRole("button", { name: TEXT.pauseUpload })).toBeVisible();
    // Cancelled from the list, without going back to its lesson.
    await userEvent.click(upload.getByRole("button", { name: TEXT.cancelUpload }));
    await listGone(canvasElement);
  },
};

export const OtherLessonConflict: Story = {
  beforeEach({ msw }) {
    msw.use(...completedWith(() => s3Error(409, "UploadConflict", CONFLICT)));
  },
  play: async ({ canvasElement }) => {
    await chooseAndUploadVideo(canvasElement);
    const list = await showAnotherLesson(canvasElement);
    // The question is asked in the list too, not left at 100 % until the lesson is opened.
    const question = await list.findByRole("alert", {}, FIND);
    await expect(question).toHaveTextContent(CONFLICT);
    await expect(within(question).getByRole("button", { name: TEXT.replaceVideo })).toBeVisible();
    await expect(within(question).getByRole("button", { name: TEXT.keepVideo })).toBeVisible();
  },
};

export const OtherLessonFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...completedWith(() => s3Error(422, "InvalidVideo", DAMAGED)));
  },
  play: async ({ canvasElement }) => {
    await chooseAndUploadVideo(canvasElement);
    const list = await showAnotherLesson(canvasElement);
    // A failure stays listed until the admin has read it.
    await expect(
      await list.findByText(`${TEXT.videoUploadFailed}: ${DAMAGED}`, {}, FIND),
    ).toBeVisible();
    await userEvent.click(list.getByRole("button", { name: TEXT.dismissFailure }));
    await listGone(canvasElement);
  },
};

export const AviRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseVideo(canvasElement, "lesson.avi", "video/x-msvideo");
    await expect(await canvas.findByText(TEXT.aviRefused)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.uploadVideo })).toBeDisabled();
  },
};

export const SlidesLesson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = await canvas.findByRole("combobox", { name: TEXT.course }, FIND);
    await canvas.findByRole("option", { name: "Real Estate Developer Course" }, FIND);
    await userEvent.selectOptions(course, "1");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: TEXT.lesson }), "2");
    await expect(await canvas.findByText(TEXT.slidesLesson)).toBeVisible();
    await expect(canvas.queryByRole("group", { name: TEXT.videoLabel })).toBeNull();
  },
};

/** Picks a lesson, chooses a PDF and uploads it; answers the canvas and the file input. */
async function sendPdf(canvasElement: HTMLElement) {
  const canvas = await pickLesson(canvasElement);
  const input = within(canvas.getByRole("group", { name: TEXT.pdfLabel })).getByTestId(
    "file-input",
  );
  await userEvent.upload(input, new File(["%PDF-1.4"], "slides.pdf", { type: "application/pdf" }));
  await userEvent.click(canvas.getByRole("button", { name: TEXT.uploadPdf }));
  return { canvas, input };
}

export const PdfRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/lessons/{id}/upload-pdf", ({ response }) =>
        response(422).json({ detail: [TEXT.notPdf, "file: at most 100 MB"] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await sendPdf(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.pdfUploadFailed)).toBeVisible());
    await expect(canvas.getByText(TEXT.notPdf)).toBeVisible();
    await expect(canvas.getByText("file: at most 100 MB")).toBeVisible();
  },
};

const STORAGE_DOWN = "Media storage is unavailable: connect ECONNREFUSED 127.0.0.1:9000";

/**
 * S3 down: the admin's words, never "Internal server error"; the PDF is sent again with
 * back-off until the storage answers, or cancelled; a new pick clears the outcome.
 */
export const PdfStorageUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.post("/lessons/{id}/upload-pdf", ({ response }) =>
        response(503).json({ detail: STORAGE_DOWN }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await sendPdf(canvasElement);
    await expect(await canvas.findByText(/storage cannot be reached/, {}, FIND)).toBeVisible();
    await expect(canvas.getByText(/Trying again in \d+ s\./)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: TEXT.cancelPdfUpload }));
    await waitFor(() => expect(canvas.getByText(TEXT.uploadCancelled)).toBeVisible());
    await userEvent.upload(input, new File(["%PDF-1.4"], "other.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(canvas.queryByText(TEXT.uploadCancelled)).toBeNull());
  },
};

export const PdfNetworkLost: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/api/lessons/:id/upload-pdf", () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await sendPdf(canvasElement);
    await expect(await canvas.findByText(/PDF will be sent again/, {}, FIND)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.retryNow })).toBeVisible();
  },
};

/** On its way (the answer never comes): the progress bar with the bytes, and a Cancel that stops it. */
export const PdfUploading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/api/lessons/:id/upload-pdf", never));
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await sendPdf(canvasElement);
    await expect(
      await canvas.findByRole("progressbar", { name: /Uploading PDF: slides\.pdf/ }, FIND),
    ).toBeVisible();
    await expect(canvas.getByText(/KB of .* KB/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.uploadingPdf })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: TEXT.cancelPdfUpload }));
    await waitFor(() => expect(canvas.getByText(TEXT.uploadCancelled)).toBeVisible());
    await expect(canvas.queryByRole("progressbar", { name: /Uploading PDF/ })).toBeNull();
  },
};

/** Stored: the spec's words; the lesson's media list shows the new file. */
export const PdfUploaded: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await sendPdf(canvasElement);
    await waitFor(() => expect(canvas.getByText(TEXT.pdfUploaded)).toBeVisible());
    await expect(canvas.queryByRole("progressbar", { name: /Uploading PDF/ })).toBeNull();
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
