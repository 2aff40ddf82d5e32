// The Shikaku editor: type a 5x5 puzzle with the keyboard, solve it, check the drawn rectangles,
// uniqueness, puzz.link / Tatham export and import, undo, and the phone layout with the keypad.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

// A 5x5 puzzle with exactly one solution, and its rectangles (one letter per rectangle).
const CLUES = [
  [0, 0, 0, 3, 0],
  [4, 0, 0, 0, 0],
  [0, 0, 0, 6, 0],
  [0, 0, 0, 0, 0],
  [6, 0, 0, 0, 6],
];
const RECTS = ['bbaaa', 'bbccc', 'ddccc', 'ddeee', 'ddeee'];

async function exportAs(page, format) {
  await page.selectOption('#export-format', format);
  await page.evaluate(() => { document.getElementById('export-text').value = ''; });
  await page.click('#export');
  await page.waitForFunction(() => document.getElementById('export-text').value.length > 0, null, { timeout: 5000 });
  return page.inputValue('#export-text');
}

async function openPanel(page, n) {
  const open = await page.$eval(`.io details:nth-of-type(${n})`, (d) => d.open);
  if (!open) await page.click(`.io details:nth-of-type(${n}) summary`);
}

test('type a 5x5 Shikaku, solve, check rectangles, export and import', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'shikaku');
  await page.waitForSelector('#sk-summary');
  assert.match(await page.textContent('#sk-summary'), /5×5 grid, 25 cells; 0 clues/);

  // Click the top left cell, then type every clue with digits and arrow keys.
  const cell = await H.boardCellSize(page, 'canvas.board', 5);
  const box = await page.locator('canvas.board').boundingBox();
  await page.mouse.click(box.x + cell / 2, box.y + cell / 2);
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      if (CLUES[r][c]) await page.keyboard.press(String(CLUES[r][c]));
      if (c < 4) await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Home');
    if (r < 4) await page.keyboard.press('ArrowDown');
  }
  // Two digits make one clue (12), Backspace clears it again; each is one undo step.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  assert.match(await page.textContent('#sk-summary'), /6 clues adding up to 37/);
  await page.keyboard.press('Backspace');
  assert.match(await page.textContent('#sk-summary'), /5 clues adding up to 25\./);
  assert.equal(await page.$eval('#sk-summary', (e) => e.classList.contains('warn')), false);

  await openPanel(page, 3);
  assert.equal(await exportAs(page, 'text'), `5 5\n${CLUES.map((r) => r.join(' ')).join('\n')}\n`);
  assert.equal(await exportAs(page, 'puzzlink'), 'https://puzz.link/p?shikaku/5/5/i3g4m6l6i6');
  const tatham = await exportAs(page, 'tatham');
  assert.match(tatham, /^5x5:c3a4g6f6c6$/);

  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution|unique/i);
  // Cells of one rectangle share a colour, different rectangles differ, and a bold dark border
  // runs between rectangles (here between row 0 and row 1 in column 3: rectangles a and c).
  const colour = {};
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const px = (await H.pixel(page, 'canvas.board', c * cell + cell * 0.82, r * cell + cell * 0.82)).slice(0, 3).join(',');
      const id = RECTS[r][c];
      if (colour[id]) assert.equal(px, colour[id], `cell ${r},${c} differs from its rectangle ${id}`);
      else colour[id] = px;
    }
  }
  assert.equal(new Set(Object.values(colour)).size, 5, `rectangle colours: ${JSON.stringify(colour)}`);
  assert.ok(!Object.values(colour).includes('255,255,255'), 'a rectangle is not filled');
  const [R, G, B] = await H.pixel(page, 'canvas.board', 3.5 * cell, cell);
  assert.ok(R < 80 && G < 80 && B < 80, `no bold border between rectangles: ${R},${G},${B}`);

  await page.click('#unique');
  assert.match(await H.waitStatus(page, /Unique solution|not unique/), /Unique solution/);
  await page.click('#count');
  assert.match(await H.waitStatus(page, /Unique solution|solutions in total/), /Unique solution/);
  await H.screenshot(page, 'shikaku-desktop-solved');

  // Import a Tatham game ID and a puzz.link URL; undo brings the typed puzzle back.
  await openPanel(page, 2);
  await page.fill('#import-text', '7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f');
  await page.click('#import');
  assert.match(await H.waitStatus(page, /Import failed|Imported/), /Imported .* as Shikaku/);
  assert.match(await page.textContent('#sk-summary'), /7×7 grid, 49 cells; 16 clues adding up to 49/);
  await page.fill('#import-text', 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j');
  await page.click('#import');
  assert.match(await H.waitStatus(page, /Import failed|Imported/), /Imported/);
  assert.match(await page.textContent('#sk-summary'), /6×6 grid/);
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution/);
  await page.fill('#import-text', 'https://puzz.link/p?shikaku/6');
  await page.click('#import');
  assert.match(await H.waitStatus(page, /Import failed|Imported/), /Import failed\. Error \(line 1, column \d+\): the URL ends/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('phone: tap a cell and use the keypad, "?" clues go into the link as puzz.link', async () => {
  const page = await H.newPage(env.browser, { width: 390, height: 844, hasTouch: true, isMobile: true });
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'shikaku');
  await page.fill('#sk-width', '3');
  await page.dispatchEvent('#sk-width', 'change');
  await page.fill('#sk-height', '2');
  await page.dispatchEvent('#sk-height', 'change');
  const cell = await H.boardCellSize(page, 'canvas.board', 3);
  const box = await page.locator('canvas.board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board spans ${box.x}..${box.x + box.width}`);
  await page.touchscreen.tap(box.x + cell * 0.5, box.y + cell * 0.5);
  await page.click('#sk-key-2');
  await page.touchscreen.tap(box.x + cell * 1.5, box.y + cell * 1.5);
  await page.click('#sk-key-q');
  assert.match(await page.textContent('#sk-summary'), /2 clues, the numbered ones add up to 2 \(1 “\?”\)/);
  await H.waitShared(page);
  const frag = await page.evaluate(async () => (await import('./lib/share.js')).decodeFragment(location.hash, ['shikaku']));
  assert.equal(frag.ok, true);
  assert.equal(frag.value.text, 'https://puzz.link/p?shikaku/3/2/2i.g');
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution/);
  await H.screenshot(page, 'shikaku-phone-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
