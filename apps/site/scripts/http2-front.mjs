// HTTPS and HTTP/2 in front of a running server, as a production deployment serves the site (a
// load balancer or CDN that ends TLS), for scripts/lighthouse.mjs (LIGHTHOUSE_HTTP2=1). Over
// plain HTTP a browser speaks HTTP/1.1: six connections per host, so a page's scripts come in
// waves; over HTTP/2 they share one connection. Debian's nginx with a throwaway self-signed
// certificate (openssl), on a free loopback port; the browser must be told to accept it
// (--ignore-certificate-errors).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

async function answers(url, until) {
  for (;;) {
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts nginx on https://127.0.0.1:<free port>, passing every request to `target` (an
 * http://host:port origin). Returns the new origin and a stop function.
 */
export async function startHttp2Front(target) {
  const folder = mkdtempSync(path.join(tmpdir(), "academy-http2-"));
  // As root, nginx's workers run as nobody: they must reach the folder and write its temp files.
  chmodSync(folder, 0o755);
  const temporary = path.join(folder, "tmp");
  mkdirSync(temporary, { mode: 0o1777 });
  chmodSync(temporary, 0o1777);
  const key = path.join(folder, "key.pem");
  const certificate = path.join(folder, "certificate.pem");
  run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    certificate,
  ]);
  chmodSync(key, 0o644);
  const port = await freePort();
  const user = process.getuid?.() === 0 ? "user nobody nogroup;" : "";
  const config = path.join(folder, "nginx.conf");
  writeFileSync(
    config,
    `${user}
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temporary}/body;
  proxy_temp_path ${temporary}/proxy;
  fastcgi_temp_path ${temporary}/fastcgi;
  uwsgi_temp_path ${temporary}/uwsgi;
  scgi_temp_path ${temporary}/scgi;
  upstream site { server ${new URL(target).host}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Answers stream on as they arrive, with the server's own headers and compressed copies:
      # nginx adds no buffering step (nor compression: gzip is off by default).
      proxy_buffering off;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ["-c", config], { stdio: ["ignore", "ignore", "inherit"] });
  // "exit" for a process that ran, "error" for one that could not start (no nginx here).
  const exited = new Promise((resolve) => {
    nginx.once("exit", resolve);
    nginx.once("error", (error) => resolve(`${NGINX} could not run: ${error.message}`));
  });
  const stop = async () => {
    nginx.kill("SIGQUIT");
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const origin = `https://127.0.0.1:${port}`;
  try {
    await Promise.race([
      // Plain HTTP to the TLS port: nginx answers it with a 400, which is enough to know it runs.
      answers(`http://127.0.0.1:${port}/`, Date.now() + 10_000),
      exited.then((code) => {
        throw new Error(
          typeof code === "string" ? code : `nginx exited (${code}) before it answered`,
        );
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
