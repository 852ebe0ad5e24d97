import { useApi } from "@academy/api";
import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../AdminUploadPage/adminApi.ts";

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
    queryFn: async ({ signal }) => {
      const path = { params: { path: { lessonId } }, signal };
      const answer = await unwrap(
        kind === "video"
          ? client.GET("/lessons/{lessonId}/signed-url", path)
          : client.GET("/lessons/{lessonId}/signed-pdf", path),
      );
      return answer.signed_url;
    },
  });
}
