import { SNIFF_BYTES, sniffVideo, type VideoKind } from "../storage/media-types.ts";
import { probeIsoVideo, type ByteSource } from "./iso-video.ts";
import { probeWebm } from "./webm-video.ts";
import { AVI_NOT_PLAYABLE, NOT_A_VIDEO, VIDEO_DOES_NOT_PARSE } from "../http/messages.ts";

export interface CheckedVideo {
  kind: VideoKind;
  durationSeconds: number | null;
}

export type VideoCheck = { ok: true; video: CheckedVideo } | { ok: false; message: string };

/**
 * A lesson video must play in a browser: MP4 and MOV parsed with mp4box, WebM by its EBML
 * header and a cluster. AVI is refused with the reason (browsers cannot play it, and no
 * converter ships with the server); anything else is not a video.
 */
export async function checkVideo(read: ByteSource, size: number): Promise<VideoCheck> {
  const kind = sniffVideo(await read(0, Math.min(size, SNIFF_BYTES) - 1));
  if (!kind) return { ok: false, message: NOT_A_VIDEO };
  if (kind.extension === "avi") return { ok: false, message: AVI_NOT_PLAYABLE };
  const probed =
    kind.extension === "webm" ? await probeWebm(read, size) : await probeIsoVideo(read, size);
  if (!probed) return { ok: false, message: VIDEO_DOES_NOT_PARSE };
  return { ok: true, video: { kind, durationSeconds: probed.durationSeconds } };
}
