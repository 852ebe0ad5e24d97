import { useApi } from "@academy/api";
import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../AdminUploadPage/adminApi.ts";

/** Where a medium shows inline, and for a PDF where it downloads under its own name. */
export interface SignedMedia {
  url: string;
  downloadUrl: string | null;
  filename: string | null;
}

/**
 * A lesson medium's signed URL (investor-tools.md §7): fetched once the lesson is loaded, never
 * cached past its use (URLs expire), fetched afresh by Retry.
 */
export function useSignedUrl(lessonId: number, kind: "video" | "pdf", enabled: boolean) {
  const { client } = useApi();
  return useQuery({
    queryKey: ["admin", "signed", kind, lessonId],
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<SignedMedia> => {
      const path = { params: { path: { lessonId } }, signal };
      if (kind === "video") {
        const video = await unwrap(client.GET("/lessons/{lessonId}/signed-url", path));
        return { url: video.signed_url, downloadUrl: null, filename: null };
      }
      const pdf = await unwrap(client.GET("/lessons/{lessonId}/signed-pdf", path));
      return {
        url: pdf.signed_url,
        downloadUrl: pdf.download_url ?? null,
        filename: pdf.filename ?? null,
      };
    },
  });
}
