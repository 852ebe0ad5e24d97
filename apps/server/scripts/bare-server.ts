/**
 * The bench's yardstick: a bare node:http server answering stored bytes, the least any server
 * can do per request on this machine. Files in the folder given as the first argument are
 * served by name; `name.br` is sent instead of `name` to clients that accept br.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const folder = process.argv[2] ?? ".";
const files = new Map(
  readdirSync(folder).map((name) => [`/${name}`, readFileSync(path.join(folder, name))]),
);

createServer((request, response) => {
  const url = request.url ?? "/";
  if (url === "/health") return response.end("ok");
  const wantsBr = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
  const compressed = wantsBr ? files.get(`${url}.br`) : undefined;
  const body = compressed ?? files.get(url);
  if (!body) {
    response.statusCode = 404;
    return response.end();
  }
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
    ...(compressed ? { "content-encoding": "br", vary: "accept-encoding" } : {}),
  });
  response.end(body);
}).listen(Number(process.env.PORT ?? 0), "127.0.0.1");
