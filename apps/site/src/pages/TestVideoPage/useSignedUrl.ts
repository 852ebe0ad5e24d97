import { useQueryHooks } from "@academy/api";
import { useQuery } from "@tanstack/react-query";

/** Where a medium shows inline, and for a PDF where it downloads under its own name. */
export interface SignedMedia {
  url: string;
  downloadUrl: string | null;
  filename: string | null;
}

/** The query key of every lesson's signed URLs of one kind (removed when the file is deleted). */
export const signedUrlKey = (kind: "video" | "pdf") =>
  [
    "get",
    kind === "video" ? "/lessons/{lessonId}/signed-url" : "/lessons/{lessonId}/signed-pdf",
  ] as const;

/**
 * A lesson medium's signed URL (investor-tools.md §7): fetched once the lesson is loaded, never
 * cached past its use (URLs expire), fetched afresh by Retry. Failures are ApiErrors.
 */
export function useSignedUrl(lessonId: number, kind: "video" | "pdf", enabled: boolean) {
  const hooks = useQueryHooks();
  const init = { params: { path: { lessonId } } };
  const call =
    kind === "video"
      ? hooks.queryOptions("get", "/lessons/{lessonId}/signed-url", init)
      : hooks.queryOptions("get", "/lessons/{lessonId}/signed-pdf", init);
  return useQuery({
    ...call,
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    select: (answer): SignedMedia => ({
      url: answer.signed_url,
      downloadUrl:
        "download_url" in answer && typeof answer.download_url === "string"
          ? answer.download_url
          : null,
      filename:
        "filename" in answer && typeof answer.filename === "string" ? answer.filename : null,
    }),
  });
}
