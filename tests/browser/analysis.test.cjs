// The setter's view: Analyze beside Solve/Count/Unique? shows what every solution shares (labels
// drawn, open cells shaded), the verdict, a hint and the difficulty; a long analysis shows
// progress and stops on Cancel.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

const SIX = '6 6\n0 0 0 0 3 0\n5 6 0 0 6 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 6 0 0 2 3\n0 5 0 0 0 0\n';

async function importText(page, text) {
  const open = await page.$eval('.io details:nth-of-type(2)', (d) => d.open);
  if (!open) await page.click('.io details:nth-of-type(2) summary');
  await page.fill('#import-text', text);
  await page.click('#import');
  await H.waitStatus(page, /Import failed|Imported/);
}

// A fresh page with the solver loaded.
async function openPage() {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  return page;
}

// Presses Analyze and returns the verdict line once the report is drawn.
async function analyze(page) {
  await page.click('#analyze');
  await page.waitForSelector('#analysis-verdict', { timeout: 30000 });
  return page.textContent('#analysis-verdict');
}

test('Analyze a unique Shikaku: every cell determined, a single-step hint, the difficulty', async () => {
  const page = await openPage();
  await importText(page, SIX);
  assert.match(await analyze(page), /^Unique: every cell is determined/);
  assert.match(await page.textContent('#analysis-hint'), /^Hint \(single\): the cell at row 1, column 1 can only be covered by the 1x5 rectangle of the 5 at row 2, column 1, from row 1, column 1 to row 5, column 1: every other way is blocked\./);
  assert.match(await page.textContent('#analysis-difficulty'), /8 single, 0 lookahead, 0 trial steps/);
  // Every number of this small puzzle could be hidden on its own (dlx analyze --redundant agrees).
  assert.match(await page.textContent('#analysis-redundant'), /^Redundant clues .*: the 3 at row 1, column 5; the 5 at row 2, column 1;/);
  // The top left cell is drawn in its label's colour, not the open shade or white.
  const [r, g, b] = await H.pixel(page, '#analysis-canvas', 4, 4);
  assert.notDeepEqual([r, g, b], [255, 255, 255]);
  assert.notDeepEqual([r, g, b], [0x9a, 0xa3, 0xb5]);
  await H.screenshot(page, 'analysis-shikaku');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Analyze an ambiguous exact cover and a packing with open cells', async () => {
  const page = await openPage();
  await importText(page, 'A B C\nA B\nC\nA\nB C\n');
  assert.match(await analyze(page), /^Not unique/);
  const states = await page.$$eval('.analysis-options li', (lis) => lis.map((li) => li.dataset.state));
  assert.deepEqual(states, ['open', 'open', 'open', 'open']);

  await page.selectOption('#kind', 'packing');
  await H.loadPentominoPreset(page, 'pentomino-6x10');
  assert.match(await analyze(page), /^Not unique: the shaded cells differ/);
  assert.deepEqual(await H.pixel(page, '#analysis-canvas', 4, 4), [0x9a, 0xa3, 0xb5, 255]);
  await H.screenshot(page, 'analysis-pentomino');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a long analysis shows progress and stops on Stop', async () => {
  const page = await openPage();
  await page.selectOption('#kind', 'packing');
  await H.loadPentominoPreset(page, 'pentomino-6x10');
  await H.makeLongCount(page);
  await page.click('#analyze');
  await page.waitForSelector('#analysis-cancel', { timeout: 10000 });
  assert.equal(await page.isDisabled('#solve'), true);
  await page.waitForTimeout(300);
  await page.click('#analysis-cancel');
  // Stopped, it shows what it knew: here, a first solution at most (no second one in 300 ms).
  await page.waitForSelector('#analysis-verdict', { timeout: 10000 });
  assert.match(await page.textContent('#analysis-verdict'), /stopped early|Stopped before a first solution/);
  assert.equal(await page.isDisabled('#solve'), false);
  // The worker is free again: Solve works.
  await page.click('#solve');
  await H.waitStatus(page, /Solution 1|No solution/, 30000);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Where can each piece go: the pentomino 3x20 has 8 tilings, 2 up to its symmetry; piece g (the
// seventh, label 6) reaches only the ends of the top row: (1,1) and (2,1) in all 4 solutions
// that use those cells for it (`dlx analyze --json` agrees), never (6,1).
test('Analyze a packing: hovering a piece shades the cells it can reach, by count', async () => {
  const page = await openPage();
  await page.selectOption('#kind', 'packing');
  await importText(page, require('node:fs').readFileSync(require('node:path').join(__dirname, '..', '..', 'puzzles', 'pentomino-3x20.txt'), 'utf8'));
  assert.match(await analyze(page), /^Not unique/);
  assert.match(await page.textContent('#analysis-symmetry'), /^8 solutions; 2 up to the board's symmetry \(4 motions\)\.$/);
  assert.equal(await page.$$eval('#analysis-pieces button', (b) => b.length), 12);
  const open = await H.pixel(page, '#analysis-canvas', 4, 4);
  assert.deepEqual(open, [0x9a, 0xa3, 0xb5, 255]);
  await page.hover('#analysis-pieces button[data-label="6"]');
  assert.equal(await page.$eval('#analysis-canvas', (c) => c.dataset.piece), '6');
  // The most solutions put it at (1,1): the full shade; (6,1) it never reaches: still open grey.
  assert.deepEqual(await H.pixel(page, '#analysis-canvas', 4, 4), [37, 99, 235, 255]);
  assert.deepEqual(await H.pixel(page, '#analysis-canvas', 5 * 26 + 4, 4), [0x9a, 0xa3, 0xb5, 255]);
  await H.screenshot(page, 'analysis-piece-hover');
  // Leaving the button clears it; a click keeps it shown after the pointer leaves.
  await page.hover('#analysis-verdict');
  assert.equal(await page.$eval('#analysis-canvas', (c) => c.dataset.piece), '');
  await page.click('#analysis-pieces button[data-label="6"]');
  await page.hover('#analysis-verdict');
  assert.equal(await page.$eval('#analysis-canvas', (c) => c.dataset.piece), '6');
  assert.equal(await page.getAttribute('#analysis-pieces button[data-label="6"]', 'aria-pressed'), 'true');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// p_20x20_15: solutions far apart, so proving which cells every solution shares runs for
// minutes; that it is not unique is known at once. The progress line says so while it runs, and
// Stop shows what is settled (the clue cells at least, with their numbers), the rest left white.
test('Analyze a long Numberlink: not unique is shown while it runs, Stop shows what is settled', async () => {
  const page = await openPage();
  // Under the literal rule (turns: any); as published (no U-turns) it is unique.
  await importText(page, `turns: any\n${require('node:fs').readFileSync(require('node:path').join(__dirname, '..', 'data', 'numberlink-large', 'p_20x20_15.txt'), 'utf8')}`);
  await page.click('#analyze');
  await page.waitForFunction(() => /^Not unique/.test((document.getElementById('analysis-known') || {}).textContent || ''), null, { timeout: 30000 });
  await page.click('#analysis-cancel');
  await page.waitForSelector('#analysis-verdict', { timeout: 10000 });
  assert.match(await page.textContent('#analysis-verdict'), /^Not unique: .*\(analysis stopped early: white cells are not settled yet\)$/);
  const report = JSON.parse(await page.getAttribute('#analysis', 'data-report'));
  assert.deepEqual(report, { unique: false, consistent: true, complete: false });
  // The clue 1 at (1,1) is settled, drawn in its label's colour, not white.
  const [r, g, b] = await H.pixel(page, '#analysis-canvas', 1 * 26 + 4, 1 * 26 + 4);
  assert.notDeepEqual([r, g, b], [255, 255, 255]);
  assert.equal(await page.isDisabled('#solve'), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
