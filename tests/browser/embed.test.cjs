// The embed for blog posts: the "Copy embed code" dialog (Play or Solver, which helpers), the
// code's box fitting a 600 px column and a 390 px phone (no clipping, no band of empty space),
// the embed playing inside a cross-origin iframe (the blog on another port), the host script's
// exact height, the Solver embed showing the packing pieces, and the unsolved-puzzle PNG.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);
let blog = null;  // a second server: the blog's origin (another port)
test.before(async () => {
  blog = await H.startServer({ root: require('node:path').join(__dirname, 'fixtures'), probe: 'embed-host.html' });
});
test.after(() => { if (blog) blog.stop(); });

const SCRIPT_START = '<script>';

// The dialog's code for the 3x20 pentomino puzzle with `choose(page)` applied; -> {code, script}
async function embedCodeFor(page, choose = async () => {}) {
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.loadPentominoPreset(page, 'pentomino-3x20');
  await page.click('#copy-embed');
  await page.waitForSelector('#embed-dialog[open]');
  await choose(page);
  await page.waitForSelector('#embed-dialog:not([data-measuring])', { timeout: 40000 });
  const code = await page.inputValue('#embed-code');
  const script = await page.inputValue('#embed-script');
  return { code, script };
}

// A blog post on the other origin (tests/browser/fixtures/embed-host.html) with the code in a
// column `column` px wide, and the host script when given.
async function blogPost(browser, { code, script = '', width, column = 600, touch = false }) {
  const page = await H.newPage(browser, { width, height: 900, hasTouch: touch, isMobile: touch, bypassCSP: true });
  await page.goto(`${blog.url}embed-host.html#${encodeURIComponent(JSON.stringify({ code, script, column }))}`);
  const frame = await (await page.waitForSelector('iframe.dlx-studio')).contentFrame();
  assert.ok(frame, 'the embed frame is there');
  await frame.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  return { page, frame };
}

// The iframe's box against the embed's own content: the content is all inside (the box leaves
// room for the rows that may appear: Reveal's confirmation, the storage note, a long status;
// embed-dialog.js), with no more than that room to spare, and nothing scrolls. With `exact`
// (the host script) the box is the content's height to a pixel or two.
async function assertFits(page, frame, label, exact = false) {
  await page.waitForTimeout(300);  // let the player's ResizeObserver settle (not a timing assertion)
  const box = await page.locator('iframe.dlx-studio').boundingBox();
  const inner = await frame.evaluate(() => ({
    content: Math.ceil(document.querySelector('main').getBoundingClientRect().height),
    scroll: document.documentElement.scrollHeight,
    view: window.innerHeight,
    width: window.innerWidth,
  }));
  if (exact) assert.ok(Math.abs(box.height - inner.content) <= 3, `${label}: iframe ${box.height} px high, embed content ${inner.content} px`);
  else assert.ok(inner.content <= box.height + 1 && box.height - inner.content <= 260, `${label}: iframe ${box.height} px high, embed content ${inner.content} px`);
  assert.ok(inner.scroll <= inner.view + 1, `${label}: nothing to scroll inside (${inner.scroll} > ${inner.view})`);
  return { box, inner };
}

test('the dialog: Play with chosen helpers or Solver, encoded in the embed URL', async () => {
  const page = await H.newPage(env.browser);
  const { code, script } = await embedCodeFor(page);
  assert.match(code, /<iframe class="dlx-studio" src="http:\/\/127\.0\.0\.1:\d+\/embed\.html\?mode=play&amp;tools=check,hint,reveal#1\.packing\.[A-Za-z0-9_.-]+"/);
  assert.match(code, /^<div style="max-width:600px"><div style="position:relative;padding-bottom:calc\([\d.]+px( \+ (max|min)\(0px, -?[\d.]+% [-+] [\d.]+px\))*\)">/);
  assert.ok(script.startsWith(SCRIPT_START) && /dlx-studio:height/.test(script));
  assert.equal(await page.isChecked('#embed-mode-play'), true, 'Play is the default');
  await page.uncheck('#embed-tool-hint');
  await page.waitForSelector('#embed-dialog:not([data-measuring])', { timeout: 40000 });
  assert.match(await page.inputValue('#embed-code'), /mode=play&amp;tools=check,reveal#/);
  await page.check('#embed-mode-solve');
  assert.equal(await page.isDisabled('#embed-tool-check'), true, 'no helpers for the Solver');
  await page.waitForSelector('#embed-dialog:not([data-measuring])', { timeout: 40000 });
  assert.match(await page.inputValue('#embed-code'), /embed\.html\?mode=solve#1\.packing\./);
  assert.match(await page.textContent('#embed-size'), /\d+ px in a 600 px column, \d+ px on a 390 px phone/);
  await H.screenshot(page, 'embed-dialog');
  await page.click('#embed-close');
  await page.waitForSelector('#embed-dialog', { state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the embed plays in a cross-origin iframe, fits a 600 px column and a 390 px phone', async () => {
  const maker = await H.newPage(env.browser);
  const { code } = await embedCodeFor(maker, (p) => p.uncheck('#embed-tool-reveal'));
  await maker.context().close();
  assert.notEqual(new URL(blog.url).port, new URL(env.server.url).port, 'two origins');

  // A 600 px blog column.
  const wide = await blogPost(env.browser, { code, width: 900 });
  await wide.frame.waitForSelector('#play .pk-tray-piece');
  await assertFits(wide.page, wide.frame, '600 px column');
  assert.equal(await wide.frame.locator('#play .pk-tray-piece').count(), 12, 'the pieces are shown');
  assert.equal(await wide.frame.isVisible('#play-check'), true);
  assert.equal(await wide.frame.isVisible('#play-hint'), true);
  assert.equal(await wide.frame.isVisible('#play-reveal'), false, 'Reveal was left out');
  assert.match(await wide.frame.getAttribute('#open-full', 'href'), /^index\.html#1\.packing\.[^~]+~play$/, 'opens the full page in Play');
  // Play in it: drag the I piece (lying flat in the tray) to where a solution has it (top row,
  // columns 13-17), then Check.
  const thumb = await wide.frame.locator('.pk-tray-piece[aria-label="Piece I"] canvas').boundingBox();
  const board = await wide.frame.locator('canvas.pk-play-board').boundingBox();
  const cell = board.width / 20;
  await wide.page.mouse.move(thumb.x + 4, thumb.y + thumb.height / 2);
  await wide.page.mouse.down();
  for (let k = 1; k <= 6; k++) {
    await wide.page.mouse.move(thumb.x + 4 + ((board.x + cell * 12.5 - thumb.x - 4) * k) / 6,
      thumb.y + thumb.height / 2 + ((board.y + cell / 2 - thumb.y - thumb.height / 2) * k) / 6);
  }
  await wide.page.mouse.up();
  assert.equal(await wide.frame.getAttribute('canvas.pk-play-board', 'data-placed'), '1', 'the piece was placed');
  await wide.frame.click('#play-check');
  await wide.frame.locator('#status', { hasText: /agree/ }).waitFor({ timeout: 30000 });
  assert.match(await wide.frame.textContent('#status'), /No mistakes so far/);
  await H.screenshot(wide.page, 'embed-play-600');
  assert.deepEqual(wide.page.errors, []);
  await wide.page.context().close();

  // A 390 px phone: the whole board and every piece inside the frame.
  const phone = await blogPost(env.browser, { code, width: 390, column: 390, touch: true });
  await phone.frame.waitForSelector('#play .pk-tray-piece');
  const { box } = await assertFits(phone.page, phone.frame, '390 px phone');
  assert.ok(box.width <= 390);
  const b = await phone.frame.locator('canvas.pk-play-board').boundingBox();
  assert.ok(b.x >= box.x && b.x + b.width <= box.x + box.width && b.y + b.height <= box.y + box.height, 'the board is inside the frame');
  for (const t of await phone.frame.locator('#play .pk-tray-piece').all()) {
    const p = await t.boundingBox();
    assert.ok(p.x >= box.x && p.x + p.width <= box.x + box.width + 0.5 && p.y + p.height <= box.y + box.height, 'a piece is inside the frame');
  }
  await H.screenshot(phone.page, 'embed-play-phone');
  assert.deepEqual(phone.page.errors, []);
  await phone.page.context().close();
});

test('the host script gives the iframe exactly the embed height', async () => {
  const maker = await H.newPage(env.browser);
  const { code, script } = await embedCodeFor(maker);
  await maker.context().close();
  // A code box that is far too tall, so only the script can make it right.
  const tall = code.replace(/padding-bottom:calc\(.*?\)">/, 'height:1500px">');
  assert.notEqual(tall, code);
  const { page, frame } = await blogPost(env.browser, { code: tall, script, width: 700 });
  await frame.waitForSelector('#play .pk-tray-piece');
  await page.waitForFunction(() => document.querySelector('iframe.dlx-studio').getBoundingClientRect().height < 1400);
  await assertFits(page, frame, 'with the host script', true);
  await H.screenshot(page, 'embed-host-script');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the Solver embed shows the packing pieces under the board and solves', async () => {
  const page = await H.newPage(env.browser, { width: 600, height: 700 });
  const maker = await H.newPage(env.browser);
  await maker.goto(env.server.url);
  await H.waitReady(maker);
  await H.loadPentominoPreset(maker, 'pentomino-6x10');
  await H.waitShared(maker);
  const link = await maker.inputValue('#share-url');
  await maker.context().close();
  await page.goto(link.replace('index.html', 'embed.html?mode=solve'));
  await H.waitReady(page);
  await page.waitForFunction(() => {
    const c = document.querySelector('canvas.board');
    return c && c.getBoundingClientRect().height > c.getBoundingClientRect().width * 0.7;
  });
  const box = await page.locator('canvas.board').boundingBox();
  const cell = box.width / 10;
  // Board cells are free (white); under the board, the first piece (F) in its colour.
  assert.deepEqual((await H.pixel(page, 'canvas.board', cell / 2, cell / 2)).slice(0, 3), [255, 255, 255]);
  const below = await page.evaluate(() => {
    const c = document.querySelector('canvas.board');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const top = Math.ceil((c.width / 10) * 6 + 10);
    const seen = new Set();
    for (let y = top; y < c.height; y++) for (let x = 0; x < c.width; x++) {
      const i = (y * c.width + x) * 4;
      if (d[i + 3] > 200) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    }
    return [...seen];
  });
  assert.ok(below.includes('246,160,77'), 'piece F (orange) is drawn under the board');
  assert.ok(below.includes('91,192,222'), 'piece I (blue) is drawn under the board');
  await H.screenshot(page, 'embed-solver-pieces');
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution 1 found/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Puzzle PNG: the unsolved puzzle with its pieces at twice the screen size', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.loadPentominoPreset(page, 'pentomino-6x10');
  await page.click('#solve');
  await H.waitStatus(page, /Solution 1 found/);
  await page.click('.io details:nth-of-type(3) summary');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-puzzle-png')]);
  assert.equal(download.suggestedFilename(), 'dlx-packing-puzzle.png');
  const file = `${H.SHOTS}/puzzle-png-6x10.png`;
  fs.mkdirSync(H.SHOTS, { recursive: true });
  await download.saveAs(file);
  const png = fs.readFileSync(file);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const shown = await page.locator('#editor canvas.board').boundingBox();
  // Twice the CSS size of the board as shown, plus the 12 px margin on each side.
  assert.equal(width % 2, 0);
  assert.ok(width >= 2 * shown.width, `PNG ${width} px wide for a ${shown.width} px board`);
  assert.ok(height > width * 0.6 + 100, `PNG ${width}x${height}: the pieces are under the board`);
  // Unsolved: the board's first cell is white (free), not a piece colour, in the PNG.
  const px = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return [Array.from(ctx.getImageData(4, 4, 1, 1).data), Array.from(ctx.getImageData(24 + 20, 24 + 20, 1, 1).data)];
  }, png.toString('base64'));
  assert.deepEqual(px[0].slice(0, 3), [255, 255, 255], 'the white frame');
  assert.deepEqual(px[1].slice(0, 3), [255, 255, 255], 'the first board cell is free: the puzzle, not the solution');
  assert.match(await page.textContent('#status'), /Downloaded the puzzle/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
