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

/** Starts serving `dir`; resolves to { url, close() }. Paths outside `dir` get 404. */
export function startStaticServer(dir, port = 0) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.resolve(root, "." + (urlPath.endsWith("/") ? urlPath + "index.html" : urlPath));
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res
        .writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-store" })
        .end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
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
