// tsconfig.web.json checks the browser side's packages as one program (its comment says why).
// This keeps it what each package's own tsconfig.json says: the same compiler options and every
// folder each one includes, so that a folder a package adds is checked in CI too, and nothing
// the packages do not check themselves. Run by `pnpm typecheck`; exit 1 on any difference.
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["packages/api", "packages/ui", "packages/widgets", "apps/site"];

function read(file) {
  const { config, error } = ts.readConfigFile(path.join(root, file), ts.sys.readFile);
  if (error)
    throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`);
  return config;
}

const web = read("tsconfig.web.json");
const problems = [];
const expected = [];
for (const dir of PACKAGES) {
  const own = read(`${dir}/tsconfig.json`);
  expected.push(...own.include.map((pattern) => `${dir}/${pattern}`));
  if (path.resolve(root, dir, own.extends) !== path.resolve(root, web.extends))
    problems.push(`${dir}/tsconfig.json extends another base than tsconfig.web.json`);
  if (JSON.stringify(own.compilerOptions) !== JSON.stringify(web.compilerOptions))
    problems.push(`${dir}/tsconfig.json has other compilerOptions than tsconfig.web.json`);
}
for (const pattern of expected)
  if (!web.include.includes(pattern))
    problems.push(`tsconfig.web.json does not include ${pattern}`);
for (const pattern of web.include)
  if (!expected.includes(pattern))
    problems.push(`tsconfig.web.json includes ${pattern}, no package does`);
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
