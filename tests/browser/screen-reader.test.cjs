// What a screen reader gets (issue 36, item 9), read from the accessibility tree (Playwright's
// aria snapshot, as assistive technology sees the page): the solver view's solution said in a
// live region with its content (every rectangle or path, where it lies), a move in Play said
// with where it went, and the cursor cell's number and mark. The said solution is checked by
// rebuilding it from the words alone and testing it against the puzzle's rules.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

const SHIKAKU = '5 5\n0 0 0 3 0\n4 0 0 0 0\n0 0 0 6 0\n0 0 0 0 0\n6 0 0 0 6\n';
const CLUES = SHIKAKU.trim().split('\n').slice(1).map((l) => l.split(' ').map(Number));
const NUMBERLINK = '5 5\n1 0 0 0 0\n2 0 0 3 0\n0 0 0 0 0\n0 1 0 0 2\n0 0 0 0 3\n';

const openImported = (text) => H.openImported(env, text);

// The text of the live region (role status) whose text matches `re` in the aria snapshot. The
// board's description is written a moment after the status line (its wording module loads on
// first use), so this asks again for up to 10 s before it fails.
async function statusSaid(page, scope, re) {
  const until = Date.now() + 10000;
  for (;;) {
    const snap = await page.locator(scope).ariaSnapshot();
    const lines = snap.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('- status'));
    const said = lines.map((l) => l.replace(/^- status( "[^"]*")?:\s*/, '').replace(/^"|"$/g, '')).find((t) => re.test(t));
    if (said || Date.now() > until) {
      assert.ok(said, `a live region saying ${re} in:\n${lines.join('\n')}`);
      return said;
    }
    await page.waitForTimeout(100);
  }
}

const span = (m) => (m[2] ? [Number(m[1]) - 1, Number(m[2]) - Number(m[1]) + 1] : [Number(m[1]) - 1, 1]);

test('the solved Shikaku is said rectangle by rectangle; the words alone rebuild a valid solution', async () => {
  const page = await openImported(SHIKAKU);
  await page.click('#solve');
  await H.waitStatus(page, /^Solution 1/);
  assert.equal(await page.getAttribute('#board-description', 'aria-live'), 'polite');
  const said = await statusSaid(page, '.work', /^Solution 1 shown/);
  const m = said.match(/^Solution 1 shown: (\d+) rectangles: (.*)\.$/);
  assert.ok(m, said);
  const owner = CLUES.map((row) => row.map(() => -1));
  const parts = m[2].split('; ');
  assert.equal(parts.length, Number(m[1]));
  parts.forEach((part, i) => {
    const p = part.match(/^the (\d+) at row (\d+), column (\d+) covers rows? (\d+)(?: to (\d+))?, columns? (\d+)(?: to (\d+))?$/);
    assert.ok(p, part);
    const [clue, cy, cx] = [Number(p[1]), Number(p[2]) - 1, Number(p[3]) - 1];
    const [y, h] = span([null, p[4], p[5]]), [x, w] = span([null, p[6], p[7]]);
    assert.equal(CLUES[cy][cx], clue, `${part}: that number is there`);
    assert.equal(w * h, clue, `${part}: its area is its number`);
    assert.ok(cx >= x && cx < x + w && cy >= y && cy < y + h, `${part}: it holds its number`);
    for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) {
      assert.equal(owner[r][c], -1, `${part}: overlaps nothing`);
      owner[r][c] = i;
      if (CLUES[r][c] && (r !== cy || c !== cx)) assert.fail(`${part}: holds a second number`);
    }
  });
  assert.ok(owner.every((row) => row.every((v) => v >= 0)), 'the rectangles said cover the grid');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the solved Numberlink is said path by path, from number to number', async () => {
  const page = await openImported(NUMBERLINK);
  await page.click('#solve');
  await H.waitStatus(page, /^Solution 1/);
  const said = await statusSaid(page, '.work', /^Solution 1 shown/);
  const m = said.match(/^Solution 1 shown: 3 paths: (.*)\.$/);
  assert.ok(m, said);
  const grid = NUMBERLINK.trim().split('\n').slice(1).map((l) => l.split(' ').map(Number));
  let cells = 0;
  for (const part of m[1].split('; ')) {
    const p = part.match(/^(\d+) from row (\d+), column (\d+) to row (\d+), column (\d+), (\d+) cells$/);
    assert.ok(p, part);
    assert.equal(grid[p[2] - 1][p[3] - 1], Number(p[1]), `${part}: starts on its number`);
    assert.equal(grid[p[4] - 1][p[5] - 1], Number(p[1]), `${part}: ends on its number`);
    cells += Number(p[6]);
  }
  assert.equal(cells, 25, 'the paths fill the 5x5 (rule fill)');
  await page.context().close();
});

test('Play: a move by mouse and the keyboard cursor cell are said, seen in the accessibility tree', async () => {
  const page = await openImported(SHIKAKU);
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas');
  // Drag the top rectangle (row 1, columns 3 to 5) with the mouse.
  const cell = await H.boardCellSize(page, '#play canvas', 5);
  const box = await page.locator('#play canvas').boundingBox();
  const at = (c, r) => [box.x + (c + 0.5) * cell, box.y + (r + 0.5) * cell];
  await page.mouse.move(...at(2, 0));
  await page.mouse.down();
  await page.mouse.move(...at(3, 0), { steps: 3 });
  await page.mouse.move(...at(4, 0), { steps: 3 });
  await page.mouse.up();
  assert.equal(await statusSaid(page, '#play', /^Rectangle/), 'Rectangle placed, 3 by 1: row 1, columns 3 to 5.');
  // Keys: the cursor (left where the drag began) moves to the cell with the 3.
  await page.focus('#play canvas');
  await page.keyboard.press('ArrowRight');
  assert.equal(await statusSaid(page, '#play', /^Row/), 'Row 1, column 4: number 3, in a 3 by 1 rectangle.');
  // A click on the rectangle removes it: said too.
  await page.mouse.click(...at(3, 0));
  assert.equal(await statusSaid(page, '#play', /^Rectangle/), 'Rectangle removed from row 1, columns 3 to 5.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the Shikaku editor: the cursor cell and its number are said after each key', async () => {
  const page = await openImported(SHIKAKU);
  await page.focus('#editor canvas.board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await statusSaid(page, '#editor', /^Row/), 'Row 1, column 4: clue 3.');
  await page.keyboard.press('ArrowDown');
  assert.equal(await statusSaid(page, '#editor', /^Row/), 'Row 2, column 4: no clue.');
  await page.keyboard.press('7');
  assert.equal(await statusSaid(page, '#editor', /^Row/), 'Row 2, column 4: clue 7.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
