import { useEffect } from "react";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";

/** While `running`, the browser asks before the page is left (a video or a PDF still uploading). */
export function useLeaveWarning(running: boolean) {
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = TEXT.leaveWarning;
      return TEXT.leaveWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);
}
