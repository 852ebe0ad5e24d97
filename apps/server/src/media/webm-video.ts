import type { ByteSource, ProbedVideo } from "./iso-video.ts";

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
/** Segment children read before a cluster must have appeared (headers are small). */
const MAX_CHILDREN = 64;
const HEAD_BYTES = 64 * 1024;

interface Element {
  id: number;
  /** null: unknown size (streamed files). */
  size: number | null;
  /** Where the element's data starts. */
  data: number;
}

/** An EBML variable-length integer at `at`: its value (with or without its marker) and length. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i] as number;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function elementAt(bytes: Uint8Array, at: number, base: number): Element | null {
  const id = vint(bytes, at, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length, false);
  if (!size) return null;
  return {
    id: id.value,
    size: size.unknown ? null : size.value,
    data: base + at + id.length + size.length,
  };
}

/**
 * WebM (Matroska): the EBML header names the document type, a Segment follows, and a Cluster
 * (media data) is reached inside it. The duration comes from the Segment's Info when the file
 * carries one (a live recording may not).
 */
export async function probeWebm(read: ByteSource, size: number): Promise<ProbedVideo | null> {
  const window = async (at: number) =>
    at >= size ? new Uint8Array() : await read(at, Math.min(size, at + HEAD_BYTES) - 1);
  const head = await window(0);
  const header = elementAt(head, 0, 0);
  if (!header || header.id !== EBML || header.size === null) return null;
  const docType = findChild(head.subarray(header.data, header.data + header.size), DOC_TYPE);
  const type = docType ? new TextDecoder().decode(docType).replace(/\0+$/, "") : "";
  if (type !== "webm" && type !== "matroska") return null;
  const segmentAt = header.data + header.size;
  const segment = elementAt(await window(segmentAt), 0, segmentAt);
  if (!segment || segment.id !== SEGMENT) return null;
  const segmentEnd = segment.size === null ? size : segment.data + segment.size;
  if (segmentEnd > size) return null;
  let at = segment.data;
  let durationSeconds: number | null = null;
  for (let count = 0; count < MAX_CHILDREN && at < segmentEnd; count++) {
    const bytes = await window(at);
    const child = elementAt(bytes, 0, at);
    if (!child) return null;
    if (child.id === CLUSTER) return { durationSeconds };
    if (child.size === null || child.data + child.size > segmentEnd) return null;
    if (child.id === INFO)
      durationSeconds = durationOf(await read(child.data, child.data + child.size - 1));
    at = child.data + child.size;
  }
  return null;
}

function findChild(bytes: Uint8Array, id: number): Uint8Array | null {
  for (let at = 0; at < bytes.length;) {
    const child = elementAt(bytes, at, 0);
    if (!child || child.size === null) return null;
    if (child.id === id) return bytes.subarray(child.data, child.data + child.size);
    at = child.data + child.size;
  }
  return null;
}

function durationOf(info: Uint8Array): number | null {
  const scaleBytes = findChild(info, TIMECODE_SCALE);
  let scale = 1_000_000;
  if (scaleBytes) scale = scaleBytes.reduce((value, b) => value * 256 + b, 0);
  const raw = findChild(info, DURATION);
  if (!raw || (raw.length !== 4 && raw.length !== 8)) return null;
  const view = new DataView(raw.buffer, raw.byteOffset, raw.length);
  const ticks = raw.length === 4 ? view.getFloat32(0) : view.getFloat64(0);
  const seconds = (ticks * scale) / 1e9;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
