import sharp from "sharp";
import type { SlotShape, VariantFormat } from "./slots.ts";

/** An upload's bytes at most (the multipart reader stops at this many, with a 413). */
export const MAX_SITE_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pixels at most: a small file can still decode to a huge bitmap (a "pixel flood"). */
const MAX_INPUT_PIXELS = 40_000_000;
/** What an admin may upload; SVG is refused because a stored SVG can carry script. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif", "avif"]);

/** A crop in the (orientation-corrected) image's pixels. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Master {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why an upload cannot become a site image: the message is the admin's to read. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = "ImageRejected";
  }
}

export const IMAGE_REJECTIONS = {
  notAnImage: "Not an image: upload a JPG, PNG, WebP, AVIF or GIF file",
  tooManyPixels: "Image is too large: at most 40 megapixels",
  unreadable: "The image could not be read: the file may be damaged",
  cropOutside: "The crop must lie inside the image",
} as const;

/** The orientation-corrected size and format of `bytes`, or a rejection. */
async function inspect(bytes: Buffer) {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(422, IMAGE_REJECTIONS.notAnImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new ImageRejected(422, IMAGE_REJECTIONS.notAnImage);
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw new ImageRejected(422, IMAGE_REJECTIONS.notAnImage);
  if (width * height > MAX_INPUT_PIXELS)
    throw new ImageRejected(422, IMAGE_REJECTIONS.tooManyPixels);
  return { width, height };
}

/** The largest box of the slot's aspect, centred: the crop when the admin chose none. */
export function centredCrop(
  size: { width: number; height: number },
  aspect: SlotShape["aspect"],
): CropBox {
  const width = Math.min(size.width, Math.floor((size.height * aspect.width) / aspect.height));
  const height = Math.min(size.height, Math.floor((width * aspect.height) / aspect.width));
  return {
    left: Math.floor((size.width - width) / 2),
    top: Math.floor((size.height - height) / 2),
    width: Math.max(1, width),
    height: Math.max(1, height),
  };
}

const inside = (crop: CropBox, size: { width: number; height: number }) =>
  [crop.left, crop.top, crop.width, crop.height].every(Number.isSafeInteger) &&
  crop.left >= 0 &&
  crop.top >= 0 &&
  crop.width >= 1 &&
  crop.height >= 1 &&
  crop.left + crop.width <= size.width &&
  crop.top + crop.height <= size.height;

/**
 * The stored original of a site image: upright, cropped (to the admin's box, else centred),
 * then resized to the slot's exact aspect and at most its width, as a high-quality WebP that
 * every variant is made from. EXIF and other metadata are dropped (no camera GPS on the site).
 */
export async function prepareMaster(
  bytes: Buffer,
  shape: SlotShape,
  crop?: CropBox,
): Promise<Master> {
  const size = await inspect(bytes);
  const box = crop ?? centredCrop(size, shape.aspect);
  if (!inside(box, size)) throw new ImageRejected(422, IMAGE_REJECTIONS.cropOutside);
  const width = Math.min(shape.maxWidth, box.width);
  const height = Math.round((width * shape.aspect.height) / shape.aspect.width);
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .autoOrient()
      .extract(box)
      .resize(width, height, { fit: "cover" })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  } catch {
    throw new ImageRejected(422, IMAGE_REJECTIONS.unreadable);
  }
}

/**
 * One served file: the master at `width` (never enlarged) in `format`. AVIF's encoder is slow,
 * so a lower effort keeps a first request quick; the result is cached in storage.
 */
export async function renderVariant(
  master: Uint8Array,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const resized = sharp(master).resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? resized.avif({ quality: 55, effort: 2 }).toBuffer()
    : resized.webp({ quality: 78 }).toBuffer();
}

export const VARIANT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};
