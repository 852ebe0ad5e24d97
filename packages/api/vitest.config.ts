import { domUnitProject } from "../../tooling/vitest-projects.ts";

export default domUnitProject("api");
