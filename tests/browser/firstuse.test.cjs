// A page that explains itself: the intro line and its examples (one click to a ready puzzle of
// each kind), status lines that give the time the user waited, do not keep "Undone." after a
// later edit, and give an exact count when "Unique?" can get one quickly.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

test('the intro line says what the page is and loads an example of each kind that solves', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  assert.match(await page.textContent('#intro'), /Solve puzzles in your browser: packings of pieces, Shikaku, Numberlink and exact cover/);
  const cases = [
    ['#example-packing', 'packing', /Example loaded: Pentominoes 6×10/],
    ['#example-shikaku', 'shikaku', /Example loaded: a 6×6 Shikaku/],
    ['#example-numberlink', 'numberlink', /Example loaded: a 7×7 Numberlink/],
  ];
  for (const [button, kind, loaded] of cases) {
    await page.click(button);
    assert.match(await H.waitStatus(page, /Example loaded|could not be loaded/), loaded);
    assert.equal(await page.inputValue('#kind'), kind);
    await page.click('#solve');
    assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution .*found|Solution found/, kind);
  }
  // The pentomino example is the 12 pieces on a 6x10 board.
  await page.click('#example-packing');
  await H.waitStatus(page, /Example loaded/);
  assert.equal(await page.locator('.pk-piece').count(), 12);
  // ... named as usual, in the piece list and in the solution's letters.
  assert.deepEqual(await page.$$eval('.pk-name', (els) => els.map((e) => e.textContent)), 'FILNPTUVWXYZ'.split(''));
  await page.click('#solve');
  await H.waitStatus(page, /Solution 1 found/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.bringToFront();
  await page.click('.io details:nth-of-type(3) summary');
  await page.click('#copy-solution');
  await H.waitStatus(page, /Solution copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.deepEqual([...new Set(copied.replace(/\s/g, ''))].sort().join(''), 'FILNPTUVWXYZ');
  assert.equal(await page.inputValue('#pk-width'), '10');
  assert.equal(await page.inputValue('#pk-height'), '6');
  // Phone width: the intro and its buttons fit.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await page.locator('#intro').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `intro spans ${box.x}..${box.x + box.width}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('status lines: the wall time, no stale "Undone." after an edit, an exact count from Unique?', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.click('#example-packing');
  await H.waitStatus(page, /Example loaded/);
  await page.click('#solve');
  const status = await H.waitStatus(page, /found|No solution|Error/);
  // The time said is the one the user waited: at most the page's own click-to-result time.
  const m = status.match(/found in (\d+) ms|found in ([\d.]+) s/);
  assert.ok(m, status);
  const said = m[1] ? Number(m[1]) : Number(m[2]) * 1000;
  const waited = Number(await page.getAttribute('#status', 'data-ms'));
  assert.ok(said <= waited + 1, `said ${said} ms, waited ${waited} ms`);

  // Undo, then edit: the status no longer says "Undone.".
  await page.selectOption('#kind', 'shikaku');
  await page.fill('#sk-width', '3');
  await page.dispatchEvent('#sk-width', 'change');
  await page.click('#undo');
  assert.equal(await page.textContent('#status'), 'Undone.');
  const cell = await H.boardCellSize(page, 'canvas.board', (await page.inputValue('#sk-width')) | 0);
  const box = await page.locator('canvas.board').boundingBox();
  await page.mouse.click(box.x + cell / 2, box.y + cell / 2);
  await page.keyboard.press('2');
  assert.notEqual(await page.textContent('#status'), 'Undone.');

  // Unique? on a puzzle with a handful of solutions counts them exactly.
  await page.selectOption('#kind', 'exact-cover');
  await H.importText(page, 'A B C\nA\nB\nC\nA B\nB C\n');
  await page.click('#unique');
  // {A,B,C}: A|B|C, AB|C, A|BC: 3 solutions.
  assert.match(await H.waitStatus(page, /not unique|Unique solution|No solution/), /^3 solutions found — not unique/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('packing Unique? with symmetry: a mirror image of the first solution is not news; switches have names', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  // Two L-trominoes tile a 2x3 board in two ways, mirror images of each other.
  await H.importText(page, '...\n...\n\nrules: rotate=yes reflect=yes\npiece: count=2\n#.\n##\n');
  await page.click('#unique');
  assert.match(await H.waitStatus(page, /not unique|Unique solution/), /^Exactly 2 solutions found — not unique/);
  const label = page.locator('label', { has: page.locator('#pk-symmetry') });
  assert.match(await label.textContent(), /Treat rotated or mirrored solutions as the same/);
  await page.check('#pk-symmetry');
  await page.click('#unique');
  assert.match(await H.waitStatus(page, /not unique|Unique solution/), /^Unique solution/);
  // The per-piece switches say which piece and what they allow.
  assert.equal(await page.getAttribute('.pk-piece input[data-focus="rot-0"]', 'aria-label'), 'Piece a–b may rotate');
  assert.equal(await page.getAttribute('.pk-piece input[data-focus="ref-0"]', 'aria-label'), 'Piece a–b may reflect');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('accessibility: the board is described by its summary and the solution shown', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  const description = () => page.$eval('canvas.board', (c) => (c.getAttribute('aria-describedby') || '').split(' ')
    .map((id) => document.getElementById(id).textContent).join(' | '));
  await page.click('#example-packing');
  await H.waitStatus(page, /Example loaded/);
  assert.match(await description(), /No solution shown\./);
  await page.click('#solve');
  await H.waitStatus(page, /Solution 1 found/);
  const text = await description();
  assert.match(text, /12 pieces/, text);  // the summary line: sizes and counts
  assert.match(text, /Solution 1 shown: 12 pieces placed\. [A-Z] on row \d+, columns? \d/);
  await page.click('#example-shikaku');
  await H.waitStatus(page, /Example loaded/);
  await page.click('#solve');
  await H.waitStatus(page, /found/);
  assert.match(await description(), /6×6 grid.*Solution 1 shown: \d+ rectangles: the \d+ at row \d, column \d covers rows? \d/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
