/**
 * The few parts of Vimeo's embed postMessage protocol the player uses: the frame says `ready`,
 * then reports `play`, `pause`, `ended` and `timeupdate` once asked to, and accepts `play`,
 * `pause`, `setCurrentTime`, `setMuted` and `setPlaybackRate`. Messages are JSON strings or
 * objects; only those from the frame's own origin are believed.
 */

export type VimeoEvent =
  | { event: "ready" }
  | { event: "play" }
  | { event: "pause" }
  | { event: "ended" }
  | { event: "error" }
  | { event: "timeupdate"; seconds: number; duration: number | null };

/** The events the player subscribes to once the frame is ready. */
export const VIMEO_SUBSCRIBED_EVENTS = ["play", "pause", "ended", "timeupdate", "error"] as const;

const VIMEO_PLAYER = "https://player.vimeo.com/video/";

/**
 * The frame's address for GET /lessons/{id}/video-url's `video_url`: the contract sends the
 * Vimeo id (embedded as https://player.vimeo.com/video/<id>); a full player URL is kept as is.
 */
export function vimeoEmbedUrl(videoUrl: string): string {
  const value = videoUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  return `${VIMEO_PLAYER}${encodeURIComponent(value)}`;
}

/** The origin a Vimeo player URL posts from, or null for a URL that is not absolute. */
export function vimeoOrigin(videoUrl: string): string | null {
  try {
    return new URL(videoUrl).origin;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What a `message` event from the frame means, or null (another sender, or noise). */
export function parseVimeoMessage(
  event: Pick<MessageEvent, "origin" | "data">,
  expectedOrigin: string | null,
): VimeoEvent | null {
  if (!expectedOrigin || event.origin !== expectedOrigin) return null;
  let data: unknown = event.data;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!isRecord(data) || typeof data.event !== "string") return null;
  switch (data.event) {
    case "ready":
    case "play":
    case "pause":
    case "ended":
    case "error":
      return { event: data.event };
    case "timeupdate":
    case "playProgress": {
      const payload = isRecord(data.data) ? data.data : {};
      const seconds = Number(payload.seconds);
      const duration = Number(payload.duration);
      if (!Number.isFinite(seconds)) return null;
      return {
        event: "timeupdate",
        seconds,
        duration: Number.isFinite(duration) ? duration : null,
      };
    }
    default:
      return null;
  }
}

/** A command for the frame, in the string form every Vimeo player version accepts. */
export function vimeoCommand(method: string, value?: unknown): string {
  return JSON.stringify(value === undefined ? { method } : { method, value });
}
