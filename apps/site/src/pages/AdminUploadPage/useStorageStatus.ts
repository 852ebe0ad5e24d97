import { useApi } from "@academy/api";
import { useState } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";

export type StorageState = "unknown" | "connected" | "error";

/**
 * The S3 status (academy.md §4): unknown until tested, then connected or error, from
 * GET /admin/test-s3 (a real HeadBucket on the server, or the disk's equivalent).
 */
export function useStorageStatus() {
  const { client } = useApi();
  const [state, setState] = useState<StorageState>("unknown");
  const [message, setMessage] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);

  async function test() {
    setTesting(true);
    try {
      const { data } = await client.GET("/admin/test-s3");
      if (!data) throw new Error("no answer");
      setState(data.status);
      setMessage(data.status === "connected" ? TEXT.s3Verified : TEXT.s3Error(data.message));
    } catch {
      setState("error");
      setMessage(TEXT.s3TestFailed);
    } finally {
      setTesting(false);
    }
  }

  return { state, message, testing, test };
}
