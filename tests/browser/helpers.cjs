// Shared helpers for the browser tests: Debian's chromium through playwright-core, the static
// server on a free port, console-error collection, screenshots under build/screenshots/.
'use strict';
const { spawn } = require('node:child_process');
const net = require('node:net');
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
const SHOTS = path.join(ROOT, 'build', 'screenshots');

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function get(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
    req.on('error', reject);
    req.setTimeout(1000, () => req.destroy(new Error('timeout')));
  });
}

// Starts tools/serve.cjs on a free port; resolves {url, stop()} once `probe` answers. `root`: the
// folder served (default web/; e.g. the repository root for the pages in tests/browser/fixtures).
async function startServer({ root = null, probe = '' } = {}) {
  const port = await freePort();
  const rootArgs = root ? ['--root', root] : [];
  const child = spawn(process.execPath, [path.join(ROOT, 'tools', 'serve.cjs'), '--port', String(port), '--quiet', ...rootArgs],
    { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 10000;
  for (;;) {
    try {
      if ((await get(url + probe)) === 200) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error('the static server did not start'); }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, port, stop: () => { child.kill(); } };
}

function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// A page that records console errors, page errors and failed requests into `errors`.
async function newPage(browser, { width = 1280, height = 800, ...opts } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, ...opts });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const why = r.failure() ? r.failure().errorText : '';
    // Requests cut off by navigating away (tests move on quickly) are not failures of the page.
    if (why !== 'net::ERR_ABORTED') page.errors.push(`requestfailed: ${r.url()} ${why}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) page.errors.push(`http ${r.status()}: ${r.url()}`); });
  return page;
}

async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

async function waitReady(page) {
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await page.waitForSelector('#engine[data-state="ready"], .engine[data-state="ready"]', { timeout: 15000 });
}

// Waits until the share link shows the latest edit (it is written by the worker after a pause).
async function waitShared(page) {
  await page.waitForSelector('#share-url:not([data-pending])', { state: 'attached', timeout: 15000 });
}

// Waits until the status line is not a "working" message and returns it.
async function waitStatus(page, re, timeout = 20000) {
  await page.waitForFunction((src) => {
    const el = document.getElementById('status');
    return el && new RegExp(src).test(el.textContent);
  }, re.source, { timeout });
  return page.textContent('#status');
}

// RGBA of the canvas pixel at CSS (x, y).
function pixel(page, selector, x, y) {
  return page.$eval(selector, (c, [px, py]) => {
    const scale = c.width / c.getBoundingClientRect().width;
    return Array.from(c.getContext('2d').getImageData(Math.floor(px * scale), Math.floor(py * scale), 1, 1).data);
  }, [x, y]);
}

// Drags the mouse across board cells (row, col) list, in one stroke.
async function dragCells(page, selector, cells, cellSize) {
  const box = await page.locator(selector).boundingBox();
  const at = ([r, c]) => [box.x + (c + 0.5) * cellSize, box.y + (r + 0.5) * cellSize];
  const [x0, y0] = at(cells[0]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const cell of cells.slice(1)) {
    const [x, y] = at(cell);
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
}

async function boardCellSize(page, selector, cols) {
  const box = await page.locator(selector).boundingBox();
  return box.width / cols;
}

// Records the bytes on the wire (body + headers) of every finished request of the page's
// context, by path; read the returned map once the page has settled.
function recordTransfers(page) {
  const sizes = new Map();
  page.context().on('requestfinished', async (req) => {
    try {
      const s = await req.sizes();
      sizes.set(new URL(req.url()).pathname, s.responseBodySize + s.responseHeadersSize);
    } catch { /* the request went away with the page */ }
  });
  return sizes;
}

// Loads one of the pentomino presets (pentomino-6x10, pentomino-8x8, ...) into the packing editor.
async function loadPentominoPreset(page, name) {
  await page.selectOption('#pk-preset', name);
  await page.click('#pk-load-preset');
  await page.waitForFunction(() => document.querySelectorAll('.pk-piece').length === 12);
}

// Opens the page at `url` with a pentomino preset loaded and enters Play on it.
async function playPentominoPreset(page, url, name) {
  await page.goto(url);
  await waitReady(page);
  await loadPentominoPreset(page, name);
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas.pk-play-board', { timeout: 15000 });
}

// Turns the loaded 6x10 preset into two of each pentomino on a 10x12 board: far too many
// solutions to count, so a count runs until it is cancelled. Returns the editor's summary line.
async function makeLongCount(page) {
  await page.fill('#pk-height', '12');
  await page.dispatchEvent('#pk-height', 'change');
  for (let i = 1; i <= 12; i++) {
    const input = `.pk-piece:nth-child(${i}) input[type="number"]`;
    await page.fill(input, '2');
    await page.dispatchEvent(input, 'change');
  }
  return page.textContent('.pk-summary');
}

// Pastes `text` into Import (opening its panel) and presses Import; returns the status line.
async function importText(page, text) {
  await page.evaluate(() => { document.getElementById('status').textContent = ''; });
  const open = await page.$eval('.io details:nth-of-type(2)', (d) => d.open);
  if (!open) await page.click('.io details:nth-of-type(2) summary');
  await page.fill('#import-text', text);
  await page.click('#import');
  return waitStatus(page, /Import failed|Imported/);
}

// A fresh page of the app (env from useBrowser) with `text` imported. -> the page
async function openImported(env, text) {
  const page = await newPage(env.browser);
  await page.goto(env.server.url);
  await waitReady(page);
  await importText(page, text);
  return page;
}

// One static server and one browser per test file: started before its first test, closed after
// its last. Returns {server, browser}, filled in once `before` has run.
function useBrowser(test) {
  const env = { server: null, browser: null };
  test.before(async () => {
    env.server = await startServer();
    env.browser = await launch();
  });
  test.after(async () => {
    if (env.browser) await env.browser.close();
    if (env.server) env.server.stop();
  });
  return env;
}

module.exports = {
  useBrowser, recordTransfers, importText, openImported, loadPentominoPreset, playPentominoPreset, makeLongCount, ROOT, SHOTS, startServer, launch, newPage, screenshot, waitReady, waitShared, waitStatus, pixel, dragCells, boardCellSize,
};
