import { useApi, type components } from "@academy/api";
import { useCallback, useEffect, useState } from "react";

type Verification = components["schemas"]["CertificateVerification"];

export type VerificationState =
  | { status: "loading" }
  | { status: "valid"; certificate: Verification }
  | { status: "unknown" }
  | { status: "failed" };

/** The public check of a certificate's code: valid, unknown (or malformed), or not reachable. */
export function useCertificateVerification(code: string) {
  const { client } = useApi();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: VerificationState }>({
    key: "",
    state: { status: "loading" },
  });
  const key = `${code}#${attempt}`;

  useEffect(() => {
    let current = true;
    client
      .GET("/certificate-verifications/{code}", { params: { path: { code } } })
      .then(({ data, response }) => {
        if (!current) return;
        if (data) setResult({ key, state: { status: "valid", certificate: data } });
        else if (response.status === 404 || response.status === 422)
          setResult({ key, state: { status: "unknown" } });
        else setResult({ key, state: { status: "failed" } });
      })
      .catch(() => {
        if (current) setResult({ key, state: { status: "failed" } });
      });
    return () => {
      current = false;
    };
  }, [client, code, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // A new code (or a retry) shows loading until its own answer arrives.
  const state: VerificationState = result.key === key ? result.state : { status: "loading" };
  return { state, retry };
}
