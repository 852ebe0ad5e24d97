import { mockCourses, mockUsers } from "@academy/api/mocks";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readResume, rememberLesson, rememberPosition } from "../logic/storage.ts";
import { mockPlayerApi, renderPlayer, serverError, testHttp } from "../testing/renderPlayer.tsx";

afterEach(() => {
  // Unmount first: a video leaving the page saves its position, which must not leak into the
  // next test.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/** A fixture lesson's id, by title. */
const lessonId = (title: string) =>
  mockCourses.flatMap((c) => c.modules.flatMap((m) => m.lessons)).find((l) => l.title === title)!
    .id;
const heading = (name: string) => screen.findByRole("heading", { name, level: 3 });
const video = (title: string) => screen.findByLabelText<HTMLVideoElement>(`Video: ${title}`);

/** The positions the player sent, as [lesson id, seconds], in order. */
async function sentPositions(requests: Request[]) {
  const sent: [number, number][] = [];
  for (const request of requests) {
    const match = /\/lessons\/(\d+)\/position$/.exec(new URL(request.url).pathname);
    if (request.method === "PUT" && match) {
      const body = (await request.clone().json()) as { seconds: number };
      sent.push([Number(match[1]), body.seconds]);
    }
  }
  return sent;
}

const STUDENT = mockUsers.student.id;
const ENTITY = lessonId("Choosing a business entity");
// A Vimeo lesson in the fixtures: no <video>, but opening it still counts.
const MARKUP = lessonId("Markup and overhead");
const TAKEOFFS = lessonId("Quantity take-offs");

describe("resume on any device", () => {
  it("opens another device at the lesson and video position the server keeps", async () => {
    const api = mockPlayerApi();
    await api.client.PUT("/lessons/{id}/position", {
      params: { path: { id: ENTITY } },
      body: { seconds: 40 },
    });
    renderPlayer("/course/2", { api });
    expect(await heading("Choosing a business entity")).toBeInTheDocument();
    const player = await video("Choosing a business entity");
    player.dispatchEvent(new Event("loadedmetadata"));
    expect(player.currentTime).toBe(40);
  });

  it("keeps this browser's place when it is newer than the server's", async () => {
    const api = mockPlayerApi();
    await api.client.PUT("/lessons/{id}/position", {
      params: { path: { id: ENTITY } },
      body: { seconds: 40 },
    });
    const later = Date.now() + 60_000;
    rememberLesson(STUDENT, 2, TAKEOFFS, later);
    rememberPosition(STUDENT, 2, TAKEOFFS, 12, later);
    renderPlayer("/course/2", { api });
    expect(await heading("Quantity take-offs")).toBeInTheDocument();
    const player = await video("Quantity take-offs");
    player.dispatchEvent(new Event("loadedmetadata"));
    expect(player.currentTime).toBe(12);
    // The server's position for the other lesson still reaches this browser.
    expect(readResume(STUDENT, 2).positions[ENTITY]?.seconds).toBe(40);
  });

  it("tells the server the lesson opened, and where a paused or left video was", async () => {
    const { api, user } = renderPlayer();
    const player = await video("Quantity take-offs");
    await waitFor(async () => expect(await sentPositions(api.requests)).toEqual([[TAKEOFFS, 0]]));

    player.currentTime = 33.6;
    player.dispatchEvent(new Event("pause"));
    player.currentTime = 47;
    await user.click(screen.getByRole("button", { name: /Markup and overhead/ }));
    await heading("Markup and overhead");
    await waitFor(async () =>
      expect(await sentPositions(api.requests)).toEqual([
        [TAKEOFFS, 0],
        [TAKEOFFS, 33],
        // Leaving the lesson, then opening the next: the server's last-open lesson is the new one.
        [TAKEOFFS, 47],
        [MARKUP, 0],
      ]),
    );
    const { data } = await api.client.GET("/courses/{id}", { params: { path: { id: 2 } } });
    expect(data?.resume_lesson_id).toBe(MARKUP);
  });

  it("saves a video watched to its end as 0, so nobody resumes at its end", async () => {
    const { api } = renderPlayer();
    const player = await video("Quantity take-offs");
    player.currentTime = 30;
    player.dispatchEvent(new Event("pause"));
    player.dispatchEvent(new Event("ended"));
    await waitFor(async () =>
      expect((await sentPositions(api.requests)).slice(-2)).toEqual([
        [TAKEOFFS, 30],
        [TAKEOFFS, 0],
      ]),
    );
    expect(readResume(STUDENT, 2).positions[TAKEOFFS]?.seconds).toBe(0);
  });

  it("saves the position when the page is hidden", async () => {
    const { api } = renderPlayer();
    const player = await video("Quantity take-offs");
    player.currentTime = 21;
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(async () =>
      expect(await sentPositions(api.requests)).toContainEqual([TAKEOFFS, 21]),
    );
  });

  it("keeps playing, without a word, when the server cannot save", async () => {
    const { api } = renderPlayer("/course/2", {
      overrides: [
        testHttp.put("/lessons/{id}/position", ({ response }) =>
          response.untyped(serverError(503)),
        ),
      ],
    });
    const player = await video("Quantity take-offs");
    player.currentTime = 15;
    player.dispatchEvent(new Event("pause"));
    await waitFor(async () =>
      expect(await sentPositions(api.requests)).toContainEqual([TAKEOFFS, 15]),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await video("Quantity take-offs")).toBe(player);
    // This browser still has it.
    expect(readResume(STUDENT, 2).positions[TAKEOFFS]?.seconds).toBe(15);
  });
});
