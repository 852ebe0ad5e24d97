import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { STATE_WAIT_MS } from "./test-ceilings.ts";

// findBy*/waitFor give up after 1 s by default; on a loaded two-core CI machine a lazy page or a
// mocked request can take longer than that without anything being wrong. Failures still fail,
// just later.
configure({ asyncUtilTimeout: STATE_WAIT_MS });

// The dom projects share one module graph and one document per worker (isolate: false in
// vitest-projects.ts): nothing a test or a file leaves behind may reach the next one.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

afterAll(() => {
  // A file may choose Node instead (// @vitest-environment node): there is no document then.
  if (typeof document === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  document.title = "";
  document.body.removeAttribute("style");
  document.body.innerHTML = "";
});
