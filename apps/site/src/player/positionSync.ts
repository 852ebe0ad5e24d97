import { callApiNoContent, type ApiClient } from "@academy/api";
import { createPositionSaver, type PositionSaver } from "./logic/positionSaver.ts";

/**
 * PUT /lessons/{id}/position. `keepalive` lets the request outlive the page, so the save made
 * while the tab is being hidden or closed still arrives.
 */
export async function sendPosition(
  client: ApiClient,
  lessonId: number,
  seconds: number,
): Promise<void> {
  await callApiNoContent(() =>
    client.PUT("/lessons/{id}/position", {
      params: { path: { id: lessonId } },
      body: { seconds },
      keepalive: true,
    }),
  );
}

// One saver per client: the course player (a lesson opened) and the video (playback) share its
// queue, so their saves reach the server in the order they were made.
const savers = new WeakMap<ApiClient, PositionSaver>();

/** The shared position saver of this API client. */
export function positionSaverFor(client: ApiClient): PositionSaver {
  let saver = savers.get(client);
  if (!saver) {
    saver = createPositionSaver((lessonId, seconds) => sendPosition(client, lessonId, seconds));
    savers.set(client, saver);
  }
  return saver;
}
