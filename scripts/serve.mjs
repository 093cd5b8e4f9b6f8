#!/usr/bin/env node
// Serves the production build (doc_build/) under /free-blog/ the way GitHub Pages does:
//   /free-blog/dir     -> 301 /free-blog/dir/ (query kept), which serves dir/index.html
//   /free-blog/page    -> page.html (no redirect: clean URLs)
//   /free-blog/page/   -> 404 when only page.html exists
//   unknown, malformed (%E4%B8) or outside the base -> /free-blog/404.html with status 404
// plus correct content types, ETag/304, `Cache-Control: max-age=600` and gzip/brotli compression.
// Used by `npm start`, the end-to-end tests and the benchmark.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/** Maps a raw request path to a file, or to a redirect, following GitHub Pages' rules. */
export function resolveRequest(root, base, rawPath) {
  const baseNoSlash = base.replace(/\/$/, '');
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 404 };
  }
  if (decoded.includes('\0')) return { status: 404 };
  if (decoded === '/' ) return { status: 302, location: base };
  if (decoded === baseNoSlash) return { status: 301, location: base };
  if (!decoded.startsWith(base)) return { status: 404 };
  const rel = decoded.slice(base.length);
  // Dot segments never reach a file (browsers normalise them away before asking).
  if (rel.split('/').some((seg) => seg === '..' || seg === '.')) return { status: 404 };
  const abs = path.join(root, rel);
  if (abs !== root && !abs.startsWith(root + path.sep)) return { status: 404 };
  let stat = null;
  try {
    stat = fs.statSync(abs);
  } catch {
    stat = null;
  }
  if (stat?.isDirectory()) {
    if (!decoded.endsWith('/')) return { status: 301, location: `${rawPath}/` };
    const index = path.join(abs, 'index.html');
    return fs.existsSync(index) ? { status: 200, file: index } : { status: 404 };
  }
  if (stat?.isFile()) return { status: 200, file: abs };
  if (!decoded.endsWith('/') && fs.existsSync(`${abs}.html`)) return { status: 200, file: `${abs}.html` };
  return { status: 404 };
}

function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

export function createPagesServer({ root = path.resolve('doc_build'), base = '/free-blog/' } = {}) {
  root = path.resolve(root);
  const cache = new Map(); // file -> { mtimeMs, body, etag, encoded: {br, gzip} }

  function load(file) {
    const { mtimeMs } = fs.statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const body = fs.readFileSync(file);
    const entry = { mtimeMs, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
    cache.set(file, entry);
    return entry;
  }

  return http.createServer((req, res) => {
    const rawUrl = req.url || '/';
    const q = rawUrl.indexOf('?');
    const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
    const query = q === -1 ? '' : rawUrl.slice(q);
    const result = resolveRequest(root, base, rawPath);
    if (result.status === 301 || result.status === 302) {
      res.writeHead(result.status, { location: result.location + (result.location.includes('?') ? '' : query) });
      return res.end();
    }
    const file = result.file ?? path.join(root, '404.html');
    const status = result.file ? 200 : 404;
    let entry;
    try {
      entry = load(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('404 Not Found (run `npm run build` first)');
    }
    const type = TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': 'max-age=600',
      etag: entry.etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    };
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body = entry.body;
    const encoding = COMPRESSIBLE.test(type) && body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      entry.encoded[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(body, { level: 9 });
      body = entry.encoded[encoding];
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = path.resolve(process.env.SITE_ROOT ?? 'doc_build');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`No build found in ${root}. Run \`npm run build\` first (or \`npm start\`, which builds).`);
    process.exit(1);
  }
  const server = createPagesServer({ root });
  server.on('error', (err) => {
    console.error(err.code === 'EADDRINUSE' ? `Port ${port} is in use. Set PORT to another port.` : err.message);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const { port: actual } = server.address();
    console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}/free-blog/`);
  });
}
