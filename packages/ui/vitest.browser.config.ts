import { browserProject } from "../../tooling/vitest-projects.ts";

export default browserProject("ui:browser");
