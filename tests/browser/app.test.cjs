// The main page: draw a board with the mouse, add preset pieces, solve, read the status and the
// canvas; keyboard and touch editing; undo/redo; uniqueness; layouts at desktop and phone widths.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

async function exportText(page) {
  await page.click('.io details:nth-of-type(3) summary');
  await page.evaluate(() => { document.getElementById('export-text').value = ''; });
  await page.click('#export');
  await page.waitForFunction(() => document.getElementById('export-text').value.length > 0, null, { timeout: 5000 });
  const text = await page.inputValue('#export-text');
  await page.click('.io details:nth-of-type(3) summary');
  return text;
}

async function setBoardSize(page, w, h) {
  await page.fill('#pk-width', String(w));
  await page.dispatchEvent('#pk-width', 'change');
  await page.fill('#pk-height', String(h));
  await page.dispatchEvent('#pk-height', 'change');
}

test('draw a board with the mouse, add preset pieces, solve, check status and pixels', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  assert.match(await page.textContent('#engine'), /ready/i);

  await setBoardSize(page, 4, 3);
  await page.click('#pk-all-walls');
  const cell = await H.boardCellSize(page, 'canvas.board', 4);
  for (let r = 0; r < 3; r++) await H.dragCells(page, 'canvas.board', [[r, 0], [r, 1], [r, 2], [r, 3]], cell);
  assert.match(await page.textContent('.pk-summary'), /12 free cells/);

  await page.selectOption('#pk-preset', 'tromino-l-3x4');
  await page.click('#pk-add-preset');
  await page.waitForFunction(() => document.querySelectorAll('.pk-piece').length === 1);
  assert.match(await page.textContent('.pk-summary'), /4 pieces covering 12 cells/);

  const text = await exportText(page);
  assert.ok(text.startsWith('....\n....\n....\n\n'), `exported text: ${text}`);
  assert.match(text, /count=4/);

  await page.click('#solve');
  const status = await H.waitStatus(page, /Solution 1 found|No solution|Error/);
  assert.match(status, /Solution 1 found/);

  // Every cell is covered by a coloured piece: not white (free) and not the wall colour, and the
  // four pieces have four different colours.
  const colours = new Set();
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const [R, G, B] = await H.pixel(page, 'canvas.board', c * cell + cell * 0.8, r * cell + cell * 0.8);
      assert.ok(!(R === 255 && G === 255 && B === 255), `cell ${r},${c} is still white`);
      assert.ok(!(R === 0x2b && G === 0x30 && B === 0x40), `cell ${r},${c} is drawn as a wall`);
      colours.add(`${R},${G},${B}`);
    }
  }
  assert.ok(colours.size >= 4, `expected 4 piece colours, saw ${[...colours].join(' ')}`);

  // Next finds another solution; the tiling of a 3x4 box by four L-trominoes is not unique.
  await page.click('#next');
  assert.match(await H.waitStatus(page, /Solution 2|No more/), /Solution 2/);
  await page.click('#prev');
  assert.match(await H.waitStatus(page, /^Solution 1/), /Solution 1/);

  await page.click('#unique');
  const u = await H.waitStatus(page, /not unique|Unique solution/);
  assert.match(u, /not unique; differences highlighted/);
  assert.equal(await page.isVisible('#compare-canvas'), true);

  // Copy the solution as text, and download it as a PNG.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.bringToFront();
  await page.click('.io details:nth-of-type(3) summary');
  await page.click('#copy-solution');
  await H.waitStatus(page, /Solution copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^[a-d]{4}\n[a-d]{4}\n[a-d]{4}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-png')]);
  assert.match(download.suggestedFilename(), /^dlx-packing-solution-1\.png$/);
  const png = require('node:fs').readFileSync(await download.path());
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
  await H.screenshot(page, 'app-desktop-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard editing, undo and redo', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await setBoardSize(page, 3, 2);
  const before = await exportText(page);
  assert.ok(before.startsWith('...\n...\n\n'));

  await page.focus('canvas.board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');          // (0,1) becomes a wall
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');          // (1,1) becomes a wall
  assert.ok((await exportText(page)).startsWith('.#.\n.#.\n\n'));

  await page.focus('canvas.board');
  await page.keyboard.press('Control+z');
  assert.ok((await exportText(page)).startsWith('.#.\n...\n\n'));
  await page.click('#undo');
  assert.ok((await exportText(page)).startsWith('...\n...\n\n'));
  await page.focus('canvas.board');
  await page.keyboard.press('Control+y');
  assert.ok((await exportText(page)).startsWith('.#.\n...\n\n'));
  await page.click('#redo');
  assert.ok((await exportText(page)).startsWith('.#.\n.#.\n\n'));

  // Draw a domino in the piece editor and add it.
  const pcell = await H.boardCellSize(page, 'canvas.piece-editor', 5);
  await H.dragCells(page, 'canvas.piece-editor', [[0, 0], [0, 1]], pcell);
  await page.click('#pk-add-piece');
  await page.waitForFunction(() => document.querySelectorAll('.pk-piece').length === 1);
  const text = await exportText(page);
  assert.match(text, /\n##\n/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('phone layout with touch: tap toggles a cell, preset puzzle solves', async () => {
  const page = await H.newPage(env.browser, { width: 390, height: 844, hasTouch: true, isMobile: true });
  await page.goto(env.server.url);
  await H.waitReady(page);
  await setBoardSize(page, 3, 2);
  const cell = await H.boardCellSize(page, 'canvas.board', 3);
  const box = await page.locator('canvas.board').boundingBox();
  await page.touchscreen.tap(box.x + cell * 2.5, box.y + cell * 0.5);
  assert.ok((await exportText(page)).startsWith('..#\n...\n\n'));

  await H.loadPentominoPreset(page, 'pentomino-6x10');
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /Solution 1 found|No solution|Error/), /Solution 1 found/);
  // The board fits the phone screen.
  const b = await page.locator('canvas.board').boundingBox();
  assert.ok(b.x >= 0 && b.x + b.width <= 390, `board spans ${b.x}..${b.x + b.width}`);
  await H.screenshot(page, 'app-phone-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('while a picked kind loads, Solve/Count/Unique? wait instead of answering for the kind left behind', async () => {
  const page = await H.newPage(env.browser);
  await page.route('**/kinds/shikaku.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'shikaku');
  assert.equal(await page.$eval('#unique', (b) => b.disabled), true, 'Unique? waits for the kind');
  await page.click('#unique');  // clicks once the kind is mounted
  assert.match(await page.textContent('#status'), /^There are no clues yet/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('status messages: impossible puzzle and parse errors', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  // An empty editor gets advice about the editor, not a parse error about text it cannot see.
  await page.click('#solve');
  assert.match(await page.textContent('#status'), /^There are no pieces yet: draw one in the piece editor/);
  await page.click('#pk-all-walls');
  await page.click('#count');
  assert.match(await page.textContent('#status'), /^The board has no free cells/);
  await page.click('#undo');
  for (const [k, re] of [['shikaku', /^There are no clues yet/], ['numberlink', /^There are no numbers yet/],
    ['exact-cover', /^The matrix is empty/]]) {
    await page.selectOption('#kind', k);
    await page.click('#unique');
    assert.match(await page.textContent('#status'), re, k);
  }
  await page.selectOption('#kind', 'packing');
  // A 2x2 board and one domino: the areas do not add up.
  await setBoardSize(page, 2, 2);
  const pcell = await H.boardCellSize(page, 'canvas.piece-editor', 5);
  await H.dragCells(page, 'canvas.piece-editor', [[0, 0], [0, 1]], pcell);
  await page.click('#pk-add-piece');
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /No solution|Solution 1/), /^No solution: /);

  // Importing malformed text reports the line and column.
  await page.click('.io details:nth-of-type(2) summary');
  await page.fill('#import-text', '..\n..\n\n#x#\n');
  await page.click('#import');
  assert.match(await H.waitStatus(page, /Import failed|Imported/), /Import failed\. Error \(line 4, column 2\)/);

  // A good file imports, and detection switches to the exact cover kind.
  await page.fill('#import-text', 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n');
  await page.click('#import');
  assert.match(await H.waitStatus(page, /Import failed|Imported/), /Imported .* as Exact cover/);
  assert.equal(await page.inputValue('#kind'), 'exact-cover');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
