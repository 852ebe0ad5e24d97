import { nodeUnitProject } from "../../tooling/vitest-projects.ts";

export default nodeUnitProject("calculators");
