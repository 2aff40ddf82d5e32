// Play on a real blog (issue 36): the embed code pasted into a blog page served from another
// SITE (the app on 127.0.0.1, the blog on localhost), as real blogs are, and from the same site
// (127.0.0.1, another port). Headless Chromium here blocks third-party storage by default (in a
// cross-site iframe reading localStorage throws SecurityError, as in browsers that block
// third-party cookies); the test checks that this is so before relying on it.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const fs = require('node:fs');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);
let blog = null;
test.before(async () => {
  blog = await H.startServer({ root: path.join(__dirname, 'fixtures'), probe: 'embed-host.html' });
});
test.after(() => { if (blog) blog.stop(); });

// The 5x5 Shikaku of play.test.cjs (one solution); its top rectangle: the 3 in row 0, x 2-4.
const SHIKAKU = '5 5\n0 0 0 3 0\n4 0 0 0 0\n0 0 0 6 0\n0 0 0 0 0\n6 0 0 0 6\n';

// The dialog's embed code for `text` (imported into the app).
async function embedCode(text) {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.importText(page, text);
  await page.click('#copy-embed');
  await page.waitForSelector('#embed-dialog[open]');
  await page.waitForSelector('#embed-dialog:not([data-measuring])', { timeout: 60000 });
  const code = await page.inputValue('#embed-code');
  await page.context().close();
  return code;
}

// The blog post with `code`: on another site (localhost) or the same one (127.0.0.1).
async function blogPost({ code, site, width = 900, column = 600, context = null }) {
  const host = site === 'cross' ? 'localhost' : '127.0.0.1';
  const page = context ? await context.newPage() : await H.newPage(env.browser, { width, height: 900, bypassCSP: true });
  if (context) { page.errors = []; page.on('pageerror', (e) => page.errors.push(e.message)); }
  await page.goto(`http://${host}:${blog.port}/embed-host.html#${encodeURIComponent(JSON.stringify({ code, column }))}`);
  const frame = await (await page.waitForSelector('iframe.dlx-studio')).contentFrame();
  await frame.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  await frame.waitForSelector('#play:not([hidden]) canvas', { timeout: 30000 });
  await frame.waitForFunction(() => !/^Opening/.test(document.getElementById('status').textContent));
  return { page, frame };
}

// Draws the top rectangle (x 2-4 of row 0) with the keyboard.
async function drawTopRectangle(frame) {
  await frame.focus('#play canvas');
  for (const key of ['ArrowRight', 'ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Enter']) await frame.press('#play canvas', key);
}

const storageError = (frame) => frame.evaluate(() => { try { return localStorage.length >= 0 ? 'ok' : 'ok'; } catch (e) { return e.name; } });

test('on another site: storage is blocked, the embed says so, Continue in DLX Studio carries the marks', async () => {
  const code = await embedCode(SHIKAKU);
  const { page, frame } = await blogPost({ code, site: 'cross' });
  assert.equal(await storageError(frame), 'SecurityError', 'Chromium blocks third-party storage in this cross-site frame');
  const status = await frame.textContent('#status');
  assert.doesNotMatch(status, /kept in this browser/, 'nothing is promised that is not kept');
  assert.match(status, /your progress cannot be kept here/);
  assert.match(await frame.textContent('#play-storage'), /not kept: this browser blocks storage for puzzles embedded in another site/);
  assert.equal(await frame.isVisible('#play-storage-keep'), true, 'Chromium has the Storage Access API: offered');
  assert.equal(await frame.textContent('#open-full'), 'Continue in DLX Studio ↗');

  await drawTopRectangle(frame);
  await frame.waitForFunction(() => /~play\.[A-Za-z0-9_-]+$/.test(document.getElementById('open-full').getAttribute('href')));
  const href = await frame.$eval('#open-full', (a) => a.href);
  assert.equal(await frame.$eval('#play-continue', (a) => a.href), href, 'the note\'s link carries the same marks');

  // Asking for storage: headless Chromium refuses (no prompt to grant it); the note says so.
  await frame.click('#play-storage-keep');
  await frame.waitForFunction(() => /did not allow/.test(document.getElementById('play-storage').textContent));
  await H.screenshot(page, 'blog-cross-site-blocked');

  // Continue in DLX Studio: the full page (first party) opens in Play with the marks and keeps them.
  const full = await page.context().newPage();
  await full.goto(href);
  await full.waitForSelector('#play:not([hidden]) canvas', { timeout: 15000 });
  assert.match(await H.waitStatus(full, /progress/), /Your progress from the link is on the board; your progress is kept in this browser/);
  const stored = await full.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dlx-play:')).map((k) => JSON.parse(localStorage.getItem(k)).play));
  assert.deepEqual(stored, [{ rects: [{ x: 2, y: 0, w: 3, h: 1 }] }]);
  await full.waitForFunction(() => /~play$/.test(location.hash), null, { timeout: 15000 });  // the marks leave the address bar
  await full.reload();
  await full.waitForSelector('#play:not([hidden]) canvas', { timeout: 15000 });
  assert.match(await H.waitStatus(full, /Welcome back/), /restored/);

  // Back on the blog, a reload shows an empty board: it was never promised otherwise.
  await page.reload();
  const again = await (await page.waitForSelector('iframe.dlx-studio')).contentFrame();
  await again.waitForSelector('#play:not([hidden]) canvas', { timeout: 30000 });
  await again.waitForFunction(() => !/^Opening/.test(document.getElementById('status').textContent));
  assert.match(await again.textContent('#status'), /cannot be kept here/);
  // Chromium itself logs why it refused storage access; nothing else may be in the console.
  assert.deepEqual(page.errors.filter((e) => !/^console: requestStorageAccess: /.test(e)), []);
  await page.context().close();
});

test('on the same site: progress is kept and promised, no note', async () => {
  const code = await embedCode(SHIKAKU);
  const { page, frame } = await blogPost({ code, site: 'same' });
  assert.equal(await storageError(frame), 'ok');
  assert.match(await frame.textContent('#status'), /your progress is kept in this browser/);
  assert.equal(await frame.$('#play-storage'), null);
  assert.equal(await frame.textContent('#open-full'), 'Open in DLX Studio ↗');
  await drawTopRectangle(frame);
  await frame.waitForFunction(() => /~play\.[A-Za-z0-9_-]+$/.test(document.getElementById('open-full').getAttribute('href')));
  await page.reload();
  const again = await (await page.waitForSelector('iframe.dlx-studio')).contentFrame();
  await again.waitForSelector('#play:not([hidden]) canvas', { timeout: 30000 });
  assert.match(await again.textContent('#status'), /Welcome back/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The dialog's code for the puzzle `load` puts in the app (Play, all helpers, or the Solver).
async function dialogCode(load, mode = 'play') {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await load(page);
  await page.click('#copy-embed');
  await page.waitForSelector('#embed-dialog[open]');
  if (mode === 'solve') await page.check('#embed-mode-solve');
  await page.waitForSelector('#embed-dialog:not([data-measuring])', { timeout: 60000 });
  const code = await page.inputValue('#embed-code');
  await page.context().close();
  return code;
}
const puzzle = (file) => fs.readFileSync(path.join(H.ROOT, 'puzzles', file), 'utf8');

// The embed's content against its iframe: all inside, nothing to scroll, and (band) at most that
// many px of the iframe left empty under it. -> {box, content}
async function fits(page, frame, label, band = Infinity) {
  await page.waitForTimeout(300);  // the players' ResizeObservers settle (not a timing assertion)
  const box = await page.locator('iframe.dlx-studio').boundingBox();
  const inner = await frame.evaluate(() => ({
    content: Math.ceil(document.querySelector('main').getBoundingClientRect().height),
    scroll: document.documentElement.scrollHeight, view: window.innerHeight,
  }));
  assert.ok(inner.content <= box.height + 1, `${label}: content ${inner.content} px in a ${box.height} px iframe`);
  assert.ok(inner.scroll <= inner.view + 1, `${label}: nothing scrolls inside (${inner.scroll} > ${inner.view})`);
  assert.ok(box.height - inner.content <= band, `${label}: ${Math.round(box.height - inner.content)} px empty under ${inner.content} px of content`);
  return { box, content: inner.content };
}

// Every kind, as Play (with Reveal's question asked too) and as the Solver, at the widths a blog
// column meets; the empty room under the content stays within BAND px (it was 60-230 px when
// the code's height was one straight line over the tallest state).
const BAND = 30;
test('the plain embed fits on another site at 375, 480, 600 and 1280 px, every kind, with no empty band', async () => {
  const codes = {
    shikaku: await dialogCode((p) => H.importText(p, puzzle('shikaku-6x6.txt'))),
    numberlink: await dialogCode((p) => H.importText(p, puzzle('numberlink-5x5.txt'))),
    'exact-cover': await dialogCode((p) => H.importText(p, puzzle('knuth-example.dlx'))),
    'pentomino-play': await dialogCode((p) => H.loadPentominoPreset(p, 'pentomino-3x20')),
    'pentomino-solver': await dialogCode((p) => H.loadPentominoPreset(p, 'pentomino-3x20'), 'solve'),
    'shikaku-solver': await dialogCode((p) => H.importText(p, puzzle('shikaku-6x6.txt')), 'solve'),
  };
  for (const [name, code] of Object.entries(codes)) {
    for (const width of [375, 480, 600, 1280]) {
      const page = await H.newPage(env.browser, { width, height: 1000, bypassCSP: true });
      await page.goto(`http://localhost:${blog.port}/embed-host.html#${encodeURIComponent(JSON.stringify({ code, column: 600 }))}`);
      const frame = await (await page.waitForSelector('iframe.dlx-studio')).contentFrame();
      await frame.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
      const playing = !/solver/.test(name);
      if (playing) await frame.waitForSelector('#play:not([hidden]) #play-reveal', { timeout: 30000 });
      await frame.waitForFunction(() => !/^(Opening|Loading)/.test(document.getElementById('status').textContent));
      const label = `${name} at ${width} px`;
      const { box } = await fits(page, frame, label, BAND);
      assert.ok(box.width <= Math.min(600, width) + 0.5, `${label}: at most the column wide`);
      await H.screenshot(page, `blog-${name}-${width}`);
      if (playing) {
        // Reveal's question takes the place of Check, Hint and Reveal: still inside, no band.
        await frame.click('#play-reveal');
        await fits(page, frame, `${label}, Reveal asking`, BAND);
        await H.screenshot(page, `blog-${name}-${width}-reveal`);
        await frame.click('#play-reveal-no');
      }
      if (/^(shikaku|numberlink)$/.test(name)) {
        // Every row that may appear at once under the longest status: the board gives up room.
        await frame.evaluate(() => window.dlxEmbedTallest());
        await fits(page, frame, `${label}, tallest`);
        await H.screenshot(page, `blog-${name}-${width}-tallest`);
      }
      assert.deepEqual(page.errors, [], label);
      await page.context().close();
    }
  }
});

test('the embed dialog warns before the code is copied when the puzzle has no solution or several', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  const cases = [
    { text: SHIKAKU, verdict: 'one', warn: null },
    // 2x2 with a 2 in two opposite corners: two dominoes side by side, either way round.
    { text: '2 2\n2 0\n0 2\n', verdict: 'several', warn: /more than one solution/ },
    // 3x3 whose numbers add up to 9 but cannot be cut so: a 4 and a 5 in the middle row's ends
    // leave no room for the 5 rectangle (no 1x5 or 5x1 fits).
    { text: '3 3\n0 0 0\n4 0 5\n0 0 0\n', verdict: 'none', warn: /no solution/ },
  ];
  for (const { text, verdict, warn } of cases) {
    await H.importText(page, text);
    await page.click('#copy-embed');
    await page.waitForSelector('#embed-dialog[data-verdict]', { timeout: 30000 });
    assert.equal(await page.getAttribute('#embed-dialog', 'data-verdict'), verdict, text);
    if (warn) {
      assert.equal(await page.isVisible('#embed-warn'), true);
      assert.match(await page.textContent('#embed-warn'), warn);
      assert.equal(await page.getAttribute('#embed-warn', 'role'), 'alert');
      assert.equal(await page.textContent('#embed-copy'), 'Copy code anyway');
      await H.screenshot(page, `embed-dialog-warn-${verdict}`);
    } else {
      assert.equal(await page.isVisible('#embed-warn'), false);
      assert.equal(await page.textContent('#embed-copy'), 'Copy code');
    }
    await page.click('#embed-close');
    await page.waitForSelector('#embed-dialog', { state: 'detached' });
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
