import { browserProject } from "../../tooling/vitest-projects.ts";

export default browserProject("site:browser");
