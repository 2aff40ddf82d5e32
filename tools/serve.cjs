#!/usr/bin/env node
// A small static server for DLX Studio's web/ folder (development, tests and local use).
//   node tools/serve.cjs [--port N] [--root DIR] [--quiet]
// Binds 127.0.0.1 only. If the port is busy it tries the next ones. Prints
// "DLX Studio: http://127.0.0.1:N/" once listening. Sends correct MIME types (application/wasm
// for streaming compilation), a strict Content-Security-Policy on HTML, gzip when the client
// accepts it, and no-cache headers so a rebuilt module is always picked up.
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const args = process.argv.slice(2);
function arg(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}
const startPort = Number(arg('--port', process.env.PORT || 8080));
const root = path.resolve(arg('--root', path.join(__dirname, '..', 'web')));
const quiet = args.includes('--quiet');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.cjs', '.css', '.json', '.wasm', '.svg', '.txt', '.md']);

// Same policy as the <meta http-equiv> in the pages. frame-ancestors is left out on purpose:
// embed.html must work inside other sites' iframes.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data: blob:; worker-src 'self'; connect-src 'self'; object-src 'none'; " +
  "base-uri 'none'; form-action 'none'";

const gzipCache = new Map(); // file -> {mtimeMs, size, body}

function send(res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(body);
}

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, { 'Content-Type': 'text/plain', Allow: 'GET, HEAD' }, 'method not allowed\n');
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    return send(res, 400, { 'Content-Type': 'text/plain' }, 'bad request\n');
  }
  if (pathname.includes('\0')) return send(res, 400, { 'Content-Type': 'text/plain' }, 'bad request\n');
  if (pathname.endsWith('/')) pathname += 'index.html';
  const file = path.resolve(root, '.' + pathname);
  if (file !== root && !file.startsWith(root + path.sep)) {
    return send(res, 403, { 'Content-Type': 'text/plain' }, 'forbidden\n');
  }
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) {
      return send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'not found\n');
    }
    const ext = path.extname(file).toLowerCase();
    const headers = {
      'Content-Type': MIME[ext] || 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    if (ext === '.html') headers['Content-Security-Policy'] = CSP;
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    fs.readFile(file, (err2, data) => {
      if (err2) return send(res, 500, { 'Content-Type': 'text/plain' }, 'read error\n');
      let body = data;
      if (gzip) {
        const hit = gzipCache.get(file);
        if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) {
          body = hit.body;
        } else {
          body = zlib.gzipSync(data, { level: 9 });
          gzipCache.set(file, { mtimeMs: st.mtimeMs, size: st.size, body });
        }
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      if (!quiet) console.log(`${res.statusCode} ${req.method} ${pathname}`);
    });
  });
}

function listen(port, triesLeft) {
  const server = http.createServer(handle);
  server.once('error', (err) => {
    if (err.code === 'EADDRINUSE' && triesLeft > 0) return listen(port + 1, triesLeft - 1);
    console.error(`serve: ${err.message}`);
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`DLX Studio: http://127.0.0.1:${server.address().port}/`);
  });
}

if (!Number.isInteger(startPort) || startPort < 0 || startPort > 65535) {
  console.error('serve: --port must be a number 0-65535');
  process.exit(2);
}
listen(startPort, startPort === 0 ? 0 : 50);
