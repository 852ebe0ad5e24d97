import type { FastifyInstance } from "fastify";
import type { Services } from "../services.ts";
import { createLessonMedia } from "./lesson-media.ts";
import { startUploadSweep } from "./upload-cleanup.ts";
import { uploadXmlRoutes } from "./upload-xml-routes.ts";
import { createVideoUploads } from "./video-uploads.ts";

/**
 * Uppy's S3 calls for an upload (create, list, complete, abort) on either driver, and the
 * hourly sweep of abandoned uploads from the moment the app is ready until it closes.
 */
export async function registerUploads(
  app: FastifyInstance,
  api: FastifyInstance,
  services: Services,
) {
  const uploads = createVideoUploads(
    services,
    createLessonMedia(services.db, services.media, services.catalogue),
  );
  await api.register(uploadXmlRoutes(uploads, services.signer));
  let stop = () => undefined as void;
  app.addHook("onReady", async () => {
    stop = startUploadSweep(services.db, services.media, services.clock, (message) =>
      app.log.warn(message),
    );
  });
  app.addHook("onClose", async () => stop());
}
