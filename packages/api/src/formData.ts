/**
 * An openapi-fetch `bodySerializer` for the multipart operations (profile picture, lesson
 * video and PDF, form-data submissions):
 * `client.POST("/api/user/profile-picture", { body: { file }, bodySerializer: toFormData })`.
 * Files and blobs are appended as files; arrays as repeated fields; null and undefined are left
 * out; objects are sent as JSON and anything else as its string form.
 */
export function toFormData(body: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === "object") form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return form;
}
