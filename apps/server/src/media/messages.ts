/** The server's answers about lesson media (issue 17); the admin pages show them as sent. */
export const LESSON_NOT_FOUND_FOR_MEDIA = "Lesson not found";
export const NOT_A_PDF = "Please select a PDF file";
export const PDF_TOO_LARGE = "PDF must be at most 100 MB";
export const NOT_A_VIDEO = "Video must be MP4, MOV, AVI or WebM";
export const VIDEO_TOO_LARGE_FOR_FORM =
  "Videos over 100 MB must be uploaded in parts (startLessonVideoUpload)";
export const NO_PDF = "This lesson has no PDF.";
export const NO_STORED_VIDEO = "This lesson has no stored video.";
export const NO_VIDEO_TO_DELETE = "This lesson has no video.";
export const UPLOAD_NOT_FOUND = "This upload does not exist or has ended.";
export const UPLOAD_INCOMPLETE = "The upload is incomplete: no object was stored.";
export const S3_CONNECTION_VERIFIED = "S3 connection verified.";
export const PDF_DELETED = "PDF deleted successfully";
export const VIDEO_DELETED = "Video deleted successfully";
export const sizeMismatch = (expected: number, stored: number) =>
  `Video size does not match the upload (expected ${expected} bytes, stored ${stored})`;
export const storageUnavailable = (message: string) => `Media storage is unavailable: ${message}`;
