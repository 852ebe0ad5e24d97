import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { DEMO, expectNoAxeViolations, gotoReady, signIn } from "./site-helpers.ts";

/**
 * Issue 17 end to end on the real server (disk driver by default; S3 with S3_BUCKET and
 * S3_ENDPOINT in the server's environment): the S3 status, a video uploaded in parts with
 * visible progress and one dropped part sent again, played on the lesson test page; a PDF
 * refused by content, uploaded, viewed and deleted; the video deleted; non-admins refused.
 */

/** A real H.264 clip followed by a valid `free` box: a playable MP4 of about 7 MB (two parts). */
function paddedClip(bytes = 7 * 1024 * 1024): Buffer {
  const clip = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), "../../server/assets/demo/clip-a.mp4"),
  );
  const padding = Buffer.alloc(bytes);
  padding.writeUInt32BE(padding.length, 0);
  padding.write("free", 4, "latin1");
  return Buffer.concat([clip, padding]);
}
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/**
 * A part's bytes on their way to storage: the disk driver's part route, or S3's UploadPart
 * (a presigned PUT carrying partNumber and uploadId).
 */
const isPartPut = (url: URL, method: string) =>
  method === "PUT" &&
  (url.pathname.startsWith("/api/storage-parts/") ||
    (url.searchParams.has("partNumber") && url.searchParams.has("uploadId")));
const partNumberOf = (url: URL) =>
  Number(url.searchParams.get("partNumber") ?? url.pathname.split("/").at(-1));
/**
 * A wait for a state that comes only after parts have crossed `page.route`: each intercepted
 * part request hands its 5 MiB body to the test runner first (about 6 s a request on the busy
 * 2-core CI machine), and the upload client tries a part four times before it reports a
 * failure. A budget for that work, not a speed check: the states are still awaited by retrying
 * assertions and the journeys using it are marked slow.
 */
const PAST_INTERCEPTED_PARTS = { timeout: 90_000 };
/**
 * The storage panel's words: the spec's on S3 (E2E_S3=1), "Local storage" on the disk driver,
 * which is never called S3 (issue 28).
 */
const STORAGE =
  process.env.E2E_S3 === "1"
    ? { heading: "S3 Storage", test: "Test S3 Connection", verified: "S3 connection verified." }
    : { heading: "Local storage", test: "Test Local Storage", verified: "Local storage verified." };
/** An admin's own file name, which the download suggests (issue 28). */
const PDF_NAME = "Plan de site (v2) é.pdf";
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function openAsAdmin(page: Page) {
  await gotoReady(page, "/admin-upload");
  await signIn(page, DEMO.admin);
  await expect(page.getByRole("heading", { name: STORAGE.heading })).toBeVisible();
  await expect(page.getByRole("button", { name: STORAGE.test })).toBeVisible();
}

/**
 * The course whose lessons these journeys change: course 3's own modules, which no other journey
 * plays (the course player's journeys run beside these on course 2).
 */
const MEDIA_COURSE = "All In One + Mentorship";

const fileInput = (page: Page, group: string) =>
  page.getByRole("group", { name: group }).getByTestId("file-input");

test("an admin uploads, plays and deletes a lesson's video and PDF", async ({ page }) => {
  // Every upload used to end in an uncaught TypeError inside Uppy (issue 50): none may.
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  await openAsAdmin(page);
  // Video upload waits for the storage to be checked (academy.md §5).
  await page
    .getByRole("combobox", { name: "Course", exact: true })
    .selectOption({ label: MEDIA_COURSE });
  await page.getByRole("combobox", { name: "Lesson", exact: true }).selectOption({ index: 3 });
  await expect(
    page.getByRole("group", { name: "Lesson video" }).getByRole("button", { name: "Choose file" }),
  ).toBeDisabled();
  await expect(page.getByRole("button", { name: "Upload Video" })).toBeDisabled();
  await page.getByRole("button", { name: STORAGE.test }).click();
  await expect(page.getByText(STORAGE.verified)).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  const title = (await page.locator("#lesson-media-title").textContent()) ?? "";

  // The link drops while the parts travel: every part request fails until the upload has
  // said so and tried again after its back-off; then the link is back and it finishes from the
  // parts already stored.
  let blocked = 0;
  await page.route(
    (url) => isPartPut(url, "PUT"),
    (route) => {
      if (!isPartPut(new URL(route.request().url()), route.request().method()))
        return route.continue();
      blocked += 1;
      return route.abort("connectionreset");
    },
  );
  await fileInput(page, "Lesson video").setInputFiles({
    name: "lesson.mp4",
    mimeType: "video/mp4",
    buffer: paddedClip(),
  });
  await page.getByRole("button", { name: "Upload Video" }).click();
  const progress = page.getByRole("progressbar", { name: "Uploading video" });
  await expect(progress).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await expect(page.getByText(/Network lost/)).toBeVisible(PAST_INTERCEPTED_PARTS);
  await expect(page.getByText(/Trying again in \d+ s\./)).toBeVisible();
  // Held through a retry after back-off: the client's own four tries failed, then the first
  // try of ours after the back-off fails too.
  await expect.poll(() => blocked, PAST_INTERCEPTED_PARTS).toBeGreaterThan(4);
  await page.unrouteAll({ behavior: "wait" });
  await expect(page.getByText("Video uploaded.")).toBeVisible(PAST_INTERCEPTED_PARTS);
  await expect(page.getByText("File name: lesson.mp4")).toBeVisible();
  // The file's own name and size, never its storage key (issue 50).
  await expect(page.locator("#lesson-media-title ~ dl")).toContainText(/lesson\.mp4 · 7\.\d MB/);
  await expect(page.locator("#lesson-media-title ~ dl")).not.toContainText(/lessons\//);

  // A PDF: a renamed image is refused by content, a real one is stored.
  await fileInput(page, "Lesson PDF").setInputFiles({
    name: "slides.pdf",
    mimeType: "application/pdf",
    buffer: PNG,
  });
  await page.getByRole("button", { name: "Upload PDF" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "PDF upload failed" });
  await expect(failure).toContainText("Please select a PDF file");
  await fileInput(page, "Lesson PDF").setInputFiles({
    name: PDF_NAME,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Upload PDF" }).click();
  await expect(page.getByText("PDF uploaded.")).toBeVisible();
  await expect(page.locator("#lesson-media-title ~ dl")).toContainText(PDF_NAME);
  await expectNoAxeViolations(page);

  // The lesson test page plays the video and shows the PDF.
  await page.getByRole("link", { name: "Open lesson test page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("S3 Video", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("PDF Document", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Debug Information" })).toBeVisible();
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", /signed-media|X-Amz-Signature/);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.getByRole("button", { name: "View PDF" }).click();
  const frame = page.locator("iframe[title$='(PDF)']");
  await expect(frame).toBeVisible();
  await expect.poll(async () => (await frame.boundingBox())?.height).toBe(800);
  await expect(page.getByText("File name: lesson.mp4")).toBeVisible();
  await expect(page.getByText(`File name: ${PDF_NAME}`)).toBeVisible();
  // Download saves the PDF under the admin's own name: the storage's attachment header
  // (cross-origin on S3, where the link's download attribute does not count). Headless
  // Chromium has no PDF viewer, so the frame above downloads its inline URL too, at a moment
  // of its own: the download awaited is the link's, the URL signed with a download name
  // (`download` on disk, `response-content-disposition` on S3).
  const downloading = page.waitForEvent("download", (started) => {
    const query = new URL(started.url()).searchParams;
    return query.has("download") || query.has("response-content-disposition");
  });
  await page.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(PDF_NAME);
  const saved = await page.request.get(download.url());
  expect(saved.headers()["content-disposition"]).toMatch(/^attachment; /);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Hide PDF" }).click();
  await expect(frame).toBeHidden();

  await page.getByRole("button", { name: "Delete PDF" }).click();
  const confirmPdf = page.getByRole("alertdialog");
  await expect(confirmPdf).toContainText(`Are you sure you want to delete the PDF for "${title}"?`);
  await confirmPdf.getByRole("button", { name: "Delete PDF" }).click();
  await expect(page.getByText("PDF deleted successfully")).toBeVisible();
  await expect(page.getByText("PDF Document", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Delete Video" }).click();
  const confirmVideo = page.getByRole("alertdialog");
  await expect(confirmVideo).toContainText(
    `Are you sure you want to delete the video for "${title}"?`,
  );
  await confirmVideo.getByRole("button", { name: "Delete Video" }).click();
  await expect(page.getByText("Video deleted successfully")).toBeVisible();
  await expect(page.getByText("This lesson has no video or PDF yet.")).toBeVisible();
  // The deleted video's signed URL is gone from the debug block (issue 50).
  const debug = page.getByRole("region", { name: "Debug Information" }).locator("dl");
  await expect(debug).toContainText(/video signed URL\s*none/);
  await expect(debug).not.toContainText(/signed-media|X-Amz-Signature/);
  await page.getByRole("button", { name: "Back to Admin Upload" }).click();
  await expect(page).toHaveURL(/\/admin-upload$/);
  expect(uncaught).toEqual([]);
});

test("a learner is refused on both admin pages", async ({ page }) => {
  await gotoReady(page, "/admin-upload");
  await signIn(page, DEMO.learner);
  await expect(page.getByText("Admin access required")).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoReady(page, "/test-video/1");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You must be an admin to view this page.")).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Presses Tab until `target` has focus (a handful of header links may come first). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
}

test("the content manager works from the keyboard alone", async ({ page }) => {
  await openAsAdmin(page);
  await tabTo(page, page.getByRole("button", { name: STORAGE.test }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(STORAGE.verified)).toBeVisible();
  const course = page.getByRole("combobox", { name: "Course", exact: true });
  await tabTo(page, course);
  for (let press = 0; press < 3; press++) await page.keyboard.press("ArrowDown");
  await expect(course).toHaveValue("3");
  const lesson = page.getByRole("combobox", { name: "Lesson", exact: true });
  await tabTo(page, lesson);
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#lesson-media-title")).not.toBeEmpty();
  const choosePdf = page
    .getByRole("group", { name: "Lesson PDF" })
    .getByRole("button", { name: "Choose file" });
  await tabTo(page, choosePdf);
  // Enter on the focused button opens the file chooser. Once in a CI run (traces off) the
  // chooser never came though the button kept its focus; not reproduced in 28 runs here, idle
  // or loaded. The press is tried again while the button has focus: a button that never
  // answers Enter still fails.
  await expect(async () => {
    await expect(choosePdf).toBeFocused();
    const chooser = page.waitForEvent("filechooser", { timeout: 5_000 });
    await page.keyboard.press("Enter");
    await (
      await chooser
    ).setFiles({ name: "slides.pdf", mimeType: "application/pdf", buffer: PDF });
  }).toPass();
  await tabTo(page, page.getByRole("button", { name: "Upload PDF" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("PDF uploaded.")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Delete PDF" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete PDF" })).toBeFocused();
});

/** Opens the media course's lesson `index` (course 3's own lessons, see MEDIA_COURSE). */
async function pickMediaLesson(page: Page, index: number) {
  await page
    .getByRole("combobox", { name: "Course", exact: true })
    .selectOption({ label: MEDIA_COURSE });
  await page.getByRole("combobox", { name: "Lesson", exact: true }).selectOption({ index });
  await page.getByRole("button", { name: STORAGE.test }).click();
  await expect(page.getByText(STORAGE.verified)).toBeVisible();
}

async function chooseVideo(page: Page, buffer: Buffer, name = "lesson.mp4") {
  await fileInput(page, "Lesson video").setInputFiles({ name, mimeType: "video/mp4", buffer });
  await page.getByRole("button", { name: "Upload Video" }).click();
}

test("a reload mid-upload resumes from the parts already stored", async ({ page }) => {
  await openAsAdmin(page);
  await pickMediaLesson(page, 4);
  const sent: number[] = [];
  // Part 2 never answers before the reload: part 1 is stored, part 2 is in flight; that request
  // dies with the page. Parts travel several at once, so the reload waits until part 1 is
  // stored and recorded (the server's list of parts where the store has no ListParts, as on
  // s3rver), not only until part 2 has started. After the reload, part 2 (sent again) is held
  // until the resumed upload has been seen listed: the rest of the upload then takes well under
  // a second, less than Playwright's wait between two looks.
  let reloaded = false;
  let released = false;
  const heldAfterReload: Route[] = [];
  await page.route(
    (url) => isPartPut(url, "PUT"),
    (route) => {
      const part = partNumberOf(new URL(route.request().url()));
      sent.push(part);
      if (part !== 2 || released) return route.continue();
      if (reloaded) heldAfterReload.push(route);
      return undefined;
    },
  );
  const partOneStored = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" &&
      /\/api\/lessons\/\d+\/video-upload\/[^/]+\/parts\/1$/.test(response.url()) &&
      response.ok(),
    PAST_INTERCEPTED_PARTS,
  );
  await chooseVideo(page, paddedClip(), "reloaded.mp4");
  await partOneStored;
  await expect.poll(() => sent.includes(2), PAST_INTERCEPTED_PARTS).toBe(true);
  const resumed: number[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (isPartPut(url, request.method())) resumed.push(partNumberOf(url));
  });
  reloaded = true;
  await page.reload();
  // The upload carries on by itself, listed while its lesson is not the one shown.
  await expect(page.getByRole("heading", { name: "Uploads in progress" })).toBeVisible();
  await expect.poll(() => heldAfterReload.length, PAST_INTERCEPTED_PARTS).toBeGreaterThan(0);
  released = true;
  for (const route of heldAfterReload) await route.continue();
  await expect(page.getByRole("heading", { name: "Uploads in progress" })).toBeHidden(
    PAST_INTERCEPTED_PARTS,
  );
  expect(resumed).toContain(2);
  expect(resumed).not.toContain(1);
  await pickMediaLesson(page, 4);
  await expect(page.locator("#lesson-media-title ~ dl")).toContainText(/reloaded\.mp4 · \d/);
});

test("cancel stops an upload at once and discards it on storage", async ({ page }) => {
  await openAsAdmin(page);
  await pickMediaLesson(page, 6);
  // Parts are held, never answered: the upload is under way on storage and stays there.
  let partSent: () => void = () => undefined;
  const uploading = new Promise<void>((resolve) => (partSent = resolve));
  await page.route(
    (url) => isPartPut(url, "PUT"),
    () => partSent(),
  );
  await chooseVideo(page, paddedClip());
  await expect(page.getByRole("progressbar", { name: "Uploading video" })).toBeVisible();
  // Cancelled once storage holds the upload (its first part is on its way), so there is
  // something to discard: a cancel before that has nothing on storage to delete.
  await uploading;
  const aborted = page.waitForResponse(
    (response) =>
      response.request().method() === "DELETE" &&
      /\/api\/(media-uploads|lessons\/\d+\/video-upload)\//.test(response.url()),
  );
  await page.getByRole("button", { name: "Cancel upload" }).click();
  await expect(page.getByText("Upload cancelled.")).toBeVisible();
  expect((await aborted).status()).toBe(204);
  await expect(page.getByRole("progressbar", { name: "Uploading video" })).toBeHidden();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("of two admins on one lesson, the second is asked before replacing", async ({
  page,
  browser,
}) => {
  const other = await browser.newPage();
  try {
    for (const admin of [page, other]) {
      await openAsAdmin(admin);
      await pickMediaLesson(admin, 7);
    }
    // The second admin's parts wait until the first upload has finished.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await other.route(
      (url) => isPartPut(url, "PUT"),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await chooseVideo(other, paddedClip(1000), "second.mp4");
    await chooseVideo(page, paddedClip(1000), "first.mp4");
    await expect(page.getByText("Video uploaded.")).toBeVisible();
    release();
    const question = other.getByRole("alert").filter({ hasText: "Another upload" });
    await expect(question).toContainText(
      /Another upload to this lesson finished at \d\d:\d\d UTC by admin@[^;]+; replace it\?/,
    );
    await question.getByRole("button", { name: "Replace it" }).click();
    await expect(other.getByText("Video uploaded.")).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a PDF whose request is lost is sent again by itself and stored", async ({ page }) => {
  await openAsAdmin(page);
  await pickMediaLesson(page, 5);
  // The first request dies on the way (the network dropped); the next ones reach the server.
  let dropped = 0;
  await page.route("**/api/lessons/*/upload-pdf", async (route) => {
    if (dropped++ === 0) return route.abort("internetdisconnected");
    return route.continue();
  });
  await fileInput(page, "Lesson PDF").setInputFiles({
    name: "handout.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Upload PDF" }).click();
  await expect(page.getByText(/Network lost: the PDF will be sent again/)).toBeVisible();
  await expect(page.getByText("PDF uploaded.")).toBeVisible();
  expect(dropped).toBe(2);
  await expect(page.locator("#lesson-media-title ~ dl")).toContainText("handout.pdf");
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
