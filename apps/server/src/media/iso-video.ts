import { createFile, Log, MP4BoxBuffer } from "mp4box";

/** Reads bytes [start, end] inclusive of a stored object. */
export type ByteSource = (start: number, end: number) => Promise<Uint8Array>;

/** A video that parsed: its container and its real length. */
export interface ProbedVideo {
  durationSeconds: number | null;
}

/** The most top-level boxes walked; a longer (fragmented) file is judged by its moov. */
const MAX_BOXES = 2000;
/** A moov larger than this is not read whole (real ones are a few MB for hours of video). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

Log.setLogLevel(Log.error);

const isBoxType = (bytes: Uint8Array) =>
  bytes.length === 4 && [...bytes].every((b) => b >= 0x20 && b <= 0x7e);

/**
 * MP4 and MOV (ISO base media): every top-level box must fit the file exactly, one must be the
 * movie box, and mp4box must parse the movie with at least one video track. A header followed
 * by anything else fails here, before the lesson is touched.
 */
export async function probeIsoVideo(read: ByteSource, size: number): Promise<ProbedVideo | null> {
  let offset = 0;
  let moov: { offset: number; size: number } | null = null;
  let ftyp: { offset: number; size: number } | null = null;
  for (let count = 0; offset < size; count++) {
    if (count >= MAX_BOXES) break;
    const header = await read(offset, Math.min(size, offset + 16) - 1);
    if (header.length < 8) return null;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let boxSize = view.getUint32(0);
    if (!isBoxType(header.subarray(4, 8))) return null;
    const type = String.fromCharCode(...header.subarray(4, 8));
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(view.getBigUint64(8));
    } else if (boxSize === 0) boxSize = size - offset;
    if (boxSize < 8 || offset + boxSize > size) return null;
    if (type === "moov") moov = { offset, size: boxSize };
    if (type === "ftyp") ftyp = { offset, size: boxSize };
    offset += boxSize;
  }
  if (!moov || moov.size > MAX_MOOV_BYTES) return null;
  const boxes = ftyp ? [ftyp, moov] : [moov];
  const buffers = await Promise.all(
    boxes.map(async (box) => {
      const bytes = await read(box.offset, box.offset + box.size - 1);
      return MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, box.offset);
    }),
  );
  return new Promise((resolve) => {
    const file = createFile();
    let settled = false;
    const settle = (value: ProbedVideo | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    file.onError = () => settle(null);
    file.onReady = (info) => {
      if (info.videoTracks.length === 0) return settle(null);
      const seconds = info.timescale > 0 ? info.duration / info.timescale : NaN;
      settle({ durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null });
    };
    try {
      for (const buffer of buffers) file.appendBuffer(buffer);
      file.flush();
    } catch {
      settle(null);
    }
    settle(null);
  });
}
