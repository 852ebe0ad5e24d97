import { recordAdminAction } from "../admin/admin-actions.ts";
import { HttpError, notFound, storageUnreachable } from "../http/errors.ts";
import { FILE_REQUIRED } from "../http/messages.ts";
import { REPLIED, type HandlerMap } from "../http/types.ts";
import { SITE_IMAGE_MESSAGES as TEXT } from "../images/messages.ts";
import { ImageRejected, prepareMaster, type CropBox } from "../images/pipeline.ts";
import { createSiteImages } from "../images/site-images.ts";
import { parseVariantFile, slotShape } from "../images/slots.ts";
import type { Services } from "../services.ts";

const MAX_ALT = 250;

/** The upload's form fields as the multipart reader hands them over (strings and a Buffer). */
type UploadForm = Partial<Record<"file" | "alt" | "filename" | CropField, unknown>>;
type CropField = "crop_left" | "crop_top" | "crop_width" | "crop_height";
const CROP_FIELDS: readonly CropField[] = ["crop_left", "crop_top", "crop_width", "crop_height"];

function altOf(form: UploadForm): string {
  const alt = typeof form.alt === "string" ? form.alt.trim() : "";
  if (!alt) throw new HttpError(422, [TEXT.altRequired]);
  if (alt.length > MAX_ALT) throw new HttpError(422, [TEXT.altTooLong]);
  return alt;
}

/** The admin's crop box, or undefined for a centred one; half a box is refused. */
function cropOf(form: UploadForm): CropBox | undefined {
  const values = CROP_FIELDS.map((field) => form[field]);
  if (values.every((v) => v === undefined || v === "")) return undefined;
  const numbers = values.map((v) => (typeof v === "number" ? v : Number(v)));
  if (
    values.some((v) => v === undefined || v === "") ||
    numbers.some((n) => !Number.isSafeInteger(n))
  )
    throw new HttpError(422, [TEXT.cropIncomplete]);
  const [left = 0, top = 0, width = 0, height = 0] = numbers;
  return { left, top, width, height };
}

/**
 * Site images (issue 50): the public list and variants, and the admin's upload and delete.
 * Every refusal is a 4xx in words: a file that is not an image, too large, without alt text or
 * with a crop outside it never reaches storage.
 */
export function siteImageHandlers(services: Services): HandlerMap {
  const { db, media } = services;
  const images = createSiteImages(db, media);

  const shapeOf = (slot: string) => {
    const shape = slotShape(slot);
    if (!shape) throw notFound();
    return shape;
  };

  return {
    async listSiteImages() {
      return images.list();
    },

    async getSiteImageVariant({ params, request, reply }) {
      shapeOf(params.slot);
      const file = parseVariantFile(params.file);
      if (!file) throw notFound();
      const variant = await images.variant(params.slot, params.version, file.width, file.format);
      if (!variant) throw notFound(TEXT.noImage);
      const latest = params.version === "latest";
      const etag = `"${variant.version}-${params.file}"`;
      reply
        .header("etag", etag)
        .header(
          "cache-control",
          latest ? "public, max-age=300" : "public, max-age=31536000, immutable",
        )
        .header("x-content-type-options", "nosniff")
        .header("x-image-cache", variant.cached ? "hit" : "miss")
        .header("vary", "accept-encoding");
      if (latest && request.headers["if-none-match"] === etag) {
        reply.code(304).send();
        return REPLIED;
      }
      reply
        .code(200)
        .type(variant.contentType)
        .send(
          Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength),
        );
      return REPLIED;
    },

    async uploadSiteImage({ user, params, body }) {
      const shape = shapeOf(params.slot);
      const form = (body ?? {}) as UploadForm;
      if (!Buffer.isBuffer(form.file)) throw new HttpError(422, [FILE_REQUIRED]);
      const alt = altOf(form);
      const crop = cropOf(form);
      let master;
      try {
        master = await prepareMaster(form.file, shape, crop);
      } catch (error) {
        if (error instanceof ImageRejected) throw new HttpError(error.status, [error.message]);
        throw error;
      }
      const name = typeof form.filename === "string" ? form.filename.trim().slice(0, 255) : "";
      let saved;
      try {
        saved = await images.save(params.slot, master, {
          alt,
          originalName: name || `${params.slot}.webp`,
          originalBytes: form.file.length,
        });
      } catch (error) {
        throw storageUnreachable(error);
      }
      await recordAdminAction(db, user, "upload-site-image", `site-image:${params.slot}`, {
        version: saved.version,
        size: form.file.length,
      });
      return saved;
    },

    async deleteSiteImage({ user, params }) {
      shapeOf(params.slot);
      const removed = await images.remove(params.slot);
      if (!removed) throw notFound(TEXT.noImage);
      await recordAdminAction(db, user, "delete-site-image", `site-image:${params.slot}`, {
        version: removed.version,
      });
      return { message: TEXT.deleted };
    },
  };
}
