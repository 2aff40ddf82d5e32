// "How it works": step through Knuth's seven-item example to "Solution 1" and back, play and pause,
// a kind with its own search says so, and the view opens on a pentomino board without freezing.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

const KNUTH7 = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

async function importText(page, text) {
  await page.click('.io details:nth-of-type(2) summary');
  await page.fill('#import-text', text);
  await page.click('#import');
  await H.waitStatus(page, /Import failed|Imported/);
}

const lastLog = (page) => page.$eval('#how .how-log', (ol) => (ol.lastElementChild ? ol.lastElementChild.textContent : ''));

test('step through Knuth\'s example to Solution 1, then back one event', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await importText(page, KNUTH7);
  await page.click('#how-open');
  await page.waitForSelector('#how:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#how [data-act="step"]') && !document.querySelector('#how [data-act="step"]').disabled);
  assert.match(await page.getAttribute('#how', 'aria-label'), /How it works/);
  // Step by step: the first event chooses A, the item with the fewest options (ties: first).
  await page.click('#how [data-act="step"]');
  await page.waitForFunction(() => document.querySelectorAll('#how .how-log li').length === 1);
  assert.equal(await lastLog(page), 'choose item A (2 options)');
  // Step until the solution: 32 events, one failed branch on the way.
  for (let k = 2; k <= 32; k++) {
    await page.click('#how [data-act="step"]');
    await page.waitForFunction((n) => document.querySelectorAll('#how .how-log li').length === n, k);
  }
  assert.equal(await lastLog(page), 'Solution 1');
  const log = await page.$$eval('#how .how-log li', (lis) => lis.map((li) => li.textContent));
  assert.ok(log.includes('no option left for item E: back up'));
  assert.ok(log.includes("try option 'A D'"));
  assert.match(await page.textContent('#how .how-status'), /1 solution\b/);
  assert.deepEqual(await page.$$eval('#how .how-chosen li', (lis) => lis.map((li) => li.textContent)),
    ["'A D'", "'C E F'", "'B G'"]);
  await H.screenshot(page, 'how-knuth-solution');
  // Back one event: the solution line goes, the last cover is shown again.
  await page.click('#how [data-act="back"]');
  await page.waitForFunction(() => document.querySelectorAll('#how .how-log li').length === 31);
  assert.equal(await lastLog(page), 'cover item G');
  assert.match(await page.textContent('#how .how-status'), /0 solutions/);
  // Forward again to the solution in one go.
  await page.click('#how [data-act="solution"]');
  await page.waitForFunction(() => /Solution 1/.test((document.querySelector('#how .how-status') || {}).textContent || ''));
  // Close with Escape: focus returns to the button.
  await page.focus('#how [data-act="step"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#how', { state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'how-open');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the view opens on a pentomino board, plays and pauses without freezing the page', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.loadPentominoPreset(page, 'pentomino-6x10');
  await page.click('#how-open');
  await page.waitForFunction(() => /2056 options/.test((document.querySelector('#how .how-status') || {}).textContent || ''),
    null, { timeout: 15000 });
  await page.fill('#how input[type="range"]', '200');
  await page.click('#how [data-act="play"]');
  await page.waitForFunction(() => document.querySelectorAll('#how .how-log li').length >= 20, null, { timeout: 15000 });
  // The page answers while the search plays: a click on Undo's neighbour works at once.
  const t0 = Date.now();
  await page.evaluate(() => document.getElementById('how').scrollIntoView());
  assert.ok(Date.now() - t0 < 5000);
  await page.click('#how [data-act="play"]');  // pause
  await page.waitForFunction(() => document.querySelector('#how [data-act="play"]').getAttribute('aria-pressed') === 'false');
  // The board shows the partial solution, the matrix the rows in play.
  assert.match(await page.getAttribute('#how .how-board', 'aria-label'), /Board, 10 by 6|Board, 6 by 10/);
  await H.screenshot(page, 'how-pentomino');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Numberlink says plainly that its search is not exact cover', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await importText(page, '5 5\n1 0 0 0 2\n0 0 0 0 0\n0 0 3 0 0\n0 0 0 0 0\n1 0 3 0 2\n');
  assert.equal(await page.inputValue('#kind'), 'numberlink');
  await page.click('#how-open');
  await page.waitForFunction(() => /not solved as exact cover/.test((document.querySelector('#how .how-status') || {}).textContent || ''));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
