import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdTimers } from "../../test/timers.ts";
import { TIMINGS } from "../constants.ts";
import { renderPlayer, testHttp } from "../testing/renderPlayer.tsx";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const videoUrl = (status: number, detail: string, times = Infinity) => {
  let left = times;
  return testHttp.get("/lessons/{id}/video-url", ({ response }) =>
    left-- > 0 ? response.untyped(HttpResponse.json({ detail }, { status })) : undefined,
  );
};

describe("video (academy.md §2, §8)", () => {
  it("plays an mp4 lesson in a <video> with the signed URL", async () => {
    renderPlayer();
    const video = await screen.findByLabelText("Video: Quantity take-offs");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("src", "/media/lessons/23/video.mp4");
  });

  it("embeds a Vimeo lesson in a frame", async () => {
    const { user } = renderPlayer();
    await user.click(await screen.findByRole("button", { name: /Markup and overhead/ }));
    const frame = await screen.findByTitle("Video: Markup and overhead");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://player.vimeo.com/video/900000024");
  });

  it("gives a Vimeo frame that never gets ready Failed to load video. and a Retry", async () => {
    const { user } = renderPlayer("/course/2", { timings: { vimeoReadyTimeoutMs: 50 } });
    await user.click(await screen.findByRole("button", { name: /Markup and overhead/ }));
    expect(await screen.findByText("Failed to load video.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTitle("Video: Markup and overhead")).toBeInTheDocument();
  });

  it("fails a Vimeo frame whose page loaded but never said ready, sooner than the overall wait", async () => {
    const grace = holdTimers(TIMINGS.vimeoAfterLoadMs);
    const { user } = renderPlayer("/course/2", { timings: { vimeoReadyTimeoutMs: 600_000 } });
    await user.click(await screen.findByRole("button", { name: /Markup and overhead/ }));
    const frame = await screen.findByTitle("Video: Markup and overhead");
    expect(screen.queryByText("Failed to load video.")).toBeNull();
    // Offline, the page that loads in the frame is the browser's error page.
    fireEvent.load(frame);
    await waitFor(() => expect(grace.isHolding()).toBe(true));
    act(() => grace.release());
    expect(await screen.findByText("Failed to load video.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTitle("Video: Markup and overhead")).toBeInTheDocument();
  });

  it("says You are not enrolled in this course. on a 403", async () => {
    renderPlayer("/course/2", {
      overrides: [videoUrl(403, "You are not enrolled in this course.")],
    });
    expect(await screen.findByText("You are not enrolled in this course.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("says No video available for this lesson. on a 404", async () => {
    renderPlayer("/course/2", { overrides: [videoUrl(404, "Lesson has no video")] });
    expect(await screen.findByText("No video available for this lesson.")).toBeInTheDocument();
  });

  it("says Failed to load video. otherwise, and Retry asks again", async () => {
    const { user } = renderPlayer("/course/2", { overrides: [videoUrl(500, "boom", 1)] });
    expect(await screen.findByText("Failed to load video.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByLabelText("Video: Quantity take-offs")).toBeInTheDocument();
  });

  it("asks for a fresh URL once by itself when the media fails (an expired signature)", async () => {
    const { api } = renderPlayer();
    const video = await screen.findByLabelText("Video: Quantity take-offs");
    video.dispatchEvent(new Event("error"));
    await waitFor(() =>
      expect(api.calls().filter((call) => call.endsWith("/video-url"))).toHaveLength(2),
    );
    const fresh = await screen.findByLabelText("Video: Quantity take-offs");
    expect(fresh).not.toBe(video);
    expect(screen.queryByText("Failed to load video.")).toBeNull();
  });

  it("offers Retry when the media fails again", async () => {
    const { user } = renderPlayer();
    const video = await screen.findByLabelText("Video: Quantity take-offs");
    video.dispatchEvent(new Event("error"));
    await waitFor(() => expect(screen.getByLabelText("Video: Quantity take-offs")).not.toBe(video));
    screen.getByLabelText("Video: Quantity take-offs").dispatchEvent(new Event("error"));
    expect(await screen.findByText("Failed to load video.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByLabelText("Video: Quantity take-offs")).toBeInTheDocument();
  });

  it("marks the lesson complete when the video ends", async () => {
    const { api } = renderPlayer();
    const video = await screen.findByLabelText("Video: Quantity take-offs");
    video.dispatchEvent(new Event("ended"));
    expect(await screen.findByRole("button", { name: "Mark as incomplete" })).toBeInTheDocument();
    expect(api.calls()).toContain("POST /lessons/23/complete");
  });

  it("remembers the playback speed for the next video", async () => {
    const first = renderPlayer();
    await first.user.selectOptions(
      await screen.findByRole("combobox", { name: "Playback speed" }),
      "1.5",
    );
    first.unmount();
    renderPlayer();
    expect(await screen.findByRole("combobox", { name: "Playback speed" })).toHaveValue("1.5");
  });

  it("shows slides as a PDF with a link to open them", async () => {
    const { user } = renderPlayer();
    await user.click(
      await screen.findByRole("button", { name: /Introduction to the NASCLA Exam/ }),
    );
    await user.click(await screen.findByRole("button", { name: /Tabbing your reference books/ }));
    const slides = await screen.findByLabelText("Slides: Tabbing your reference books");
    expect(slides.tagName).toBe("OBJECT");
    expect(slides).toHaveAttribute("data", "/media/lessons/20/slides.pdf");
    expect(screen.getByRole("link", { name: /Open the slides \(PDF\)/ })).toHaveAttribute(
      "href",
      "/media/lessons/20/slides.pdf",
    );
  });
});
