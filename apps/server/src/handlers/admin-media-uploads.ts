import type { HandlerMap } from "../http/types.ts";
import type { VideoUploads } from "../media/video-uploads.ts";

/**
 * The admin API's side of uploads in parts (the signing functions Uppy calls): start, the
 * session again after a reload, one URL per part, a stored part reported, consent to replace a
 * newer video, complete and abort. Uppy's own S3 calls go to media/upload-xml-routes.ts.
 */
export function videoUploadHandlers(uploads: VideoUploads): HandlerMap {
  return {
    async startLessonVideoUpload({ user, params, body }) {
      return uploads.start(user, params.lessonId, body);
    },

    async getLessonVideoUpload({ params }) {
      return uploads.sessionOf(await uploads.rowOf(params.uploadId, params.lessonId));
    },

    async getLessonVideoPartUrl({ params }) {
      return { url: await uploads.partUrl(params.lessonId, params.uploadId, params.partNumber) };
    },

    async recordLessonVideoPart({ params, body }) {
      await uploads.recordPart(params.lessonId, params.uploadId, {
        partNumber: params.partNumber,
        etag: body.etag,
      });
    },

    async confirmLessonVideoReplace({ params }) {
      await uploads.confirmReplace(params.lessonId, params.uploadId);
    },

    async completeLessonVideoUpload({ user, params, body }) {
      const parts = body.parts.map((p) => ({ partNumber: p.part_number, etag: p.etag }));
      return uploads.complete(user, params.uploadId, parts, params.lessonId);
    },

    async abortLessonVideoUpload({ user, params, request }) {
      await uploads.abort(
        user,
        params.uploadId,
        (message) => request.log.warn({ message }, "multipart abort failed"),
        params.lessonId,
      );
    },
  };
}
