import { callApi, useApi, useQueryHooks } from "@academy/api";
import { useState } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";

export type StorageState = "unknown" | "connected" | "error";
export type StorageWords = (typeof TEXT.storage)[keyof typeof TEXT.storage];

type Outcome = { kind: "verified" } | { kind: "error"; message: string } | { kind: "failed" };

/**
 * The S3 status (academy.md §4): unknown until tested, then connected or error, from
 * GET /admin/test-s3 (a real HeadBucket on the server, or the disk's equivalent). The words
 * follow the server's driver (GET /admin/storage): the spec's on S3, "Local storage" on disk;
 * null until the driver is known, so a disk server is never called S3, even for a moment.
 */
export function useStorageStatus() {
  const { client } = useApi();
  const [state, setState] = useState<StorageState>("unknown");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [testing, setTesting] = useState(false);
  const driver = useQueryHooks().useQuery("get", "/admin/storage", undefined, {
    retry: false,
    staleTime: Infinity,
  });
  // The driver cannot be told (an old server, a failed call): the spec's words.
  const words: StorageWords | null = driver.isPending
    ? null
    : TEXT.storage[driver.data?.driver ?? "s3"];

  async function test() {
    setTesting(true);
    try {
      const data = await callApi(() => client.GET("/admin/test-s3"));
      setState(data.status);
      setOutcome(
        data.status === "connected"
          ? { kind: "verified" }
          : { kind: "error", message: data.message },
      );
    } catch {
      setState("error");
      setOutcome({ kind: "failed" });
    } finally {
      setTesting(false);
    }
  }

  const message =
    !words || !outcome
      ? null
      : outcome.kind === "verified"
        ? words.verified
        : outcome.kind === "error"
          ? words.error(outcome.message)
          : words.testFailed;

  return { state, message, testing, test, words };
}
