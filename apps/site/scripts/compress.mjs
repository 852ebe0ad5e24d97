// Writes a .br and a .gz copy next to every text file of the built site (JS, CSS, HTML, SVG,
// JSON, source maps excepted), so a static server or CDN that serves precompressed files
// (@fastify/static's `preCompressed: true`, nginx `gzip_static`/`brotli_static`) sends a few
// hundred KB less on a first visit. Run last in the build, with the same SITE_OUT_DIR.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(siteRoot, process.env.SITE_OUT_DIR ?? "dist");
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(outDir)) {
  if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`compressed ${count} files in ${path.relative(siteRoot, outDir) || "."}`);
