import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; on a loaded two-core CI machine a lazy page or a
// mocked request can take longer than that without anything being wrong. Failures still fail,
// just later.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
