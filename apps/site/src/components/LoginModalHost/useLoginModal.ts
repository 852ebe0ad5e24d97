import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { LOGIN_MODAL_PARAM } from "@academy/widgets";

/**
 * academy.md §2: the Student Login modal is open while `?loginModal=true` is in the address;
 * closing it removes the parameter.
 */
export function useLoginModal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = searchParams.get(LOGIN_MODAL_PARAM) === "true";
  const open = useCallback(() => {
    setSearchParams(
      (params) => {
        params.set(LOGIN_MODAL_PARAM, "true");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);
  const close = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete(LOGIN_MODAL_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);
  return { isOpen, open, close };
}
