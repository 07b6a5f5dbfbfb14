// Serves a folder (default dist/playground) on 127.0.0.1 — the playground is static files only.
//   node scripts/playground/serve.mjs [folder] [--port N]     (default port 5178; 0 = any free port)
// `startStaticServer` is also used by the browser test.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json",
  ".svg": "image/svg+xml",
};

/**
 * What a request's URL names under `root`: `{ file }`, or `{ status: 400 }` when the URL is
 * malformed (a bad %-escape such as `/%E0%A4%A`, a NUL byte, an unparsable URL), or
 * `{ status: 404 }` when it leads outside `root`. Never throws.
 */
export function fileForRequest(root, url) {
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(url ?? "/", "http://x").pathname);
  } catch {
    return { status: 400 };
  }
  if (urlPath.includes("\0")) return { status: 400 };
  const file = path.resolve(root, "." + (urlPath.endsWith("/") ? urlPath + "index.html" : urlPath));
  return file.startsWith(root + path.sep) ? { file } : { status: 404 };
}

/** Answers one request: the file, or 400/404/405. */
async function serve(root, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  const { file, status } = fileForRequest(root, req.url);
  if (!file) {
    res.writeHead(status, { "content-type": "text/plain" }).end(status === 400 ? "bad request" : "not found");
    return;
  }
  let body;
  try {
    body = await readFile(file);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    return;
  }
  res
    .writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-store" })
    .end(req.method === "HEAD" ? undefined : body);
}

/**
 * Starts serving `dir`; resolves to { url, close() }. Paths outside `dir` get 404, malformed
 * requests 400; no request can end the server (each is answered inside its own guard).
 */
export function startStaticServer(dir, port = 0) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    serve(root, req, res).catch(() => {
      // A failure while answering (the client went away): end this response only.
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  // A request Node cannot parse: answered 400 by Node's default; a socket error never reaches the process.
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n");
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: p } = server.address();
      resolve({ url: `http://127.0.0.1:${p}/`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portAt = args.indexOf("--port");
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 5178;
  const dir =
    args.find((a, i) => !a.startsWith("--") && i !== portAt + 1) ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "playground");
  const { url } = await startStaticServer(dir, port);
  console.log(`CardScript playground: ${url} (Ctrl+C to stop)`);
}
