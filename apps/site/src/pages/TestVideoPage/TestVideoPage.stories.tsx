import type { Course, Lesson } from "@academy/api";
import { mockCourses, mockUsers } from "@academy/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type {} from "msw-storybook-addon/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FIND, never, siteHandlers, siteHttp, SitePage } from "../../stories/SitePage.tsx";
import { ADMIN_MEDIA as TEXT } from "../AdminUploadPage/adminMediaText.ts";

const lessons = mockCourses.flatMap((c) => c.modules.flatMap((m) => m.lessons));
const find = (test: (lesson: Lesson) => boolean) => {
  const lesson = lessons.find(test);
  if (!lesson) throw new Error("no such mock lesson");
  return lesson;
};
const stored = find((l) => l.video_s3_key !== null);
const vimeo = find((l) => l.vimeo_video_id !== null);
const slides = find((l) => l.document_s3_key !== null);
const bare: Lesson = {
  ...stored,
  id: 9999,
  title: "Empty lesson",
  video_s3_key: null,
  document_s3_key: null,
};
const withBare: Course[] = [
  { ...mockCourses[0]!, modules: [{ ...mockCourses[0]!.modules[0]!, lessons: [bare] }] },
];

const meta = {
  title: "Site/Pages/Lesson test page",
  component: SitePage,
  args: { path: `/test-video/${stored.id}`, user: mockUsers.admin },
  parameters: {
    padded: false,
    docs: {
      description: {
        component:
          "`/test-video/:lessonId` (investor-tools.md §2, §4, §5, §8): loading, loaded, not " +
          "found or error; badges, the player, the PDF frame (800 px), deletes, the no-media " +
          "notice, the Debug Information block; Access Denied for non-admins.",
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(
      ...siteHandlers(),
      http.get("/media/*", () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode("%PDF-1.4\n%%EOF\n").buffer, {
          headers: { "content-type": "application/pdf" },
        }),
      ),
    );
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole("heading", { level: 1, name }, FIND);

export const AccessDenied: Story = {
  args: { user: mockUsers.student },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, TEXT.accessDenied)).toBeVisible();
    await expect(within(canvasElement).getByText(TEXT.mustBeAdmin)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/admin/courses", never));
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, TEXT.loadingLesson)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: "/test-video/424242" },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, TEXT.lessonNotFound)).toBeVisible();
  },
};

export const CoursesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/admin/courses", ({ response }) => response(403).json({ detail: "x" })));
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, TEXT.coursesFailed)).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: TEXT.retry })).toBeVisible();
  },
};

export const LessonLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/api/admin/courses", () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, TEXT.lessonLoadFailed)).toBeVisible();
  },
};

export const StoredVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, stored.title)).toBeVisible();
    await expect(canvas.getAllByText(TEXT.badges.s3)[0]).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.deleteVideo })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: TEXT.debugHeading })).toBeVisible();
    await expect(canvas.getByText(TEXT.fileNameOf(stored.video_filename ?? ""))).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/signature=mock/)).toBeVisible());
  },
};

export const VideoUrlFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/lessons/{lessonId}/signed-url", ({ response }) =>
        response(404).json({ detail: "No video" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(TEXT.videoUrlFailed, {}, FIND),
    ).toBeVisible();
  },
};

export const VimeoVideo: Story = {
  args: { path: `/test-video/${vimeo.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, vimeo.title)).toBeVisible();
    await expect(canvas.getAllByText(TEXT.badges.vimeo)[0]).toBeVisible();
    await expect(canvas.getByRole("button", { name: TEXT.retry })).toBeVisible();
  },
};

export const PdfShown: Story = {
  args: { path: `/test-video/${slides.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, slides.title)).toBeVisible();
    // View PDF is enabled once the signed URL has come (Download appears with it).
    await canvas.findByRole("link", { name: TEXT.download }, FIND);
    await userEvent.click(canvas.getByRole("button", { name: TEXT.viewPdf }));
    const frame = await canvas.findByTitle(`${slides.title} (PDF)`, {}, FIND);
    await expect(frame.getBoundingClientRect().height).toBe(TEXT.pdfFrameHeightPx);
    await expect(canvas.getByRole("button", { name: TEXT.hidePdf })).toBeVisible();
    // Download suggests the name the PDF was uploaded with, from its own attachment URL.
    const download = canvas.getByRole("link", { name: TEXT.download });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute("download", slides.document_filename);
    await expect(download.getAttribute("href")).toContain("download=");
    await expect(frame.getAttribute("src")).not.toContain("download=");
    await expect(canvas.getByText(TEXT.fileNameOf(slides.document_filename ?? ""))).toBeVisible();
  },
};

export const PdfUrlFailed: Story = {
  args: { path: `/test-video/${slides.id}` },
  beforeEach({ msw }) {
    msw.use(
      siteHttp.get("/lessons/{lessonId}/signed-pdf", ({ response }) =>
        response(404).json({ detail: "No PDF" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXT.pdfUrlFailed)).toBeVisible());
  },
};

export const PdfDeleted: Story = {
  args: { path: `/test-video/${slides.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: TEXT.deletePdf }, FIND));
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(TEXT.confirmDelete("PDF", slides.title));
    await userEvent.click(within(dialog).getByRole("button", { name: TEXT.deletePdf }));
    await waitFor(() => expect(canvas.getByText(TEXT.pdfDeleted)).toBeVisible());
  },
};

export const DeleteVideoFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteHttp.delete("/lessons/{lessonId}/delete-video", ({ response }) =>
        response(404).json({ detail: "Lesson not found" }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: TEXT.deleteVideo }, FIND));
    const dialog = await within(document.body).findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: TEXT.deleteVideo }));
    await waitFor(() => expect(canvas.getByText(TEXT.videoDeleteFailed)).toBeVisible());
  },
};

export const NoMedia: Story = {
  args: { path: `/test-video/${bare.id}` },
  beforeEach({ msw }) {
    msw.use(siteHttp.get("/admin/courses", ({ response }) => response(200).json(withBare)));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXT.noMedia)).toBeVisible());
  },
};
