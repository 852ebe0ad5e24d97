import { mockUsers } from "@academy/api/mocks";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@academy/api";
import { positionSaverFor, sendPosition } from "./positionSync.ts";
import { mockPlayerApi } from "./testing/renderPlayer.tsx";
import { storyLesson } from "./testing/storyData.ts";

const lessonId = storyLesson("Choosing a business entity").id;

describe("sendPosition", () => {
  it("puts the position with the bearer token, as a request that may outlive the page", async () => {
    const api = mockPlayerApi({ user: mockUsers.student });
    // happy-dom's Request drops `keepalive`, so the option is checked where it is given.
    const put = vi.spyOn(api.client, "PUT");
    await sendPosition(api.client, lessonId, 42);
    expect(put.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    const request = api.requests.at(-1);
    expect(api.calls().at(-1)).toBe(`PUT /lessons/${lessonId}/position`);
    expect(await request?.json()).toEqual({ seconds: 42 });
    expect(request?.headers.get("Authorization")).toMatch(/^Bearer /);
    const { data } = await api.client.GET("/courses/{id}", { params: { path: { id: 2 } } });
    expect(data?.resume_lesson_id).toBe(lessonId);
  });

  it("rejects with the status when the server refuses", async () => {
    const api = mockPlayerApi({ user: mockUsers.student });
    const failure = await sendPosition(api.client, 999_999, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});

describe("positionSaverFor", () => {
  it("gives one saver per client", () => {
    const a = mockPlayerApi();
    const b = mockPlayerApi();
    expect(positionSaverFor(a.client)).toBe(positionSaverFor(a.client));
    expect(positionSaverFor(a.client)).not.toBe(positionSaverFor(b.client));
  });
});
