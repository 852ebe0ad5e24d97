import type { UrlSigner } from "./signed-urls.ts";

/** Where Uppy's S3 calls for an upload go (media/upload-xml-routes.ts), signed like S3's. */
export const UPLOAD_XML_PREFIX = "/api/media-uploads";

export type UploadOperation = "initiate" | "list" | "complete" | "abort";

/** The signed URLs of one upload's S3-protocol calls (the parts have their own, per part). */
export function uploadUrls(signer: UrlSigner, uploadId: string) {
  const url = (operation: UploadOperation) =>
    signer.sign(`${uploadId}/${operation}`, UPLOAD_XML_PREFIX);
  return {
    initiate: url("initiate"),
    list: url("list"),
    complete: url("complete"),
    abort: url("abort"),
  };
}
