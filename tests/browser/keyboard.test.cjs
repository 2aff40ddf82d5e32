// Keyboard focus stays where the reader is (issue 36, item 8): Hint in Play and "To next
// solution" in How it works are pressed with Enter, keep focus while they work (a disabled button
// would drop it to the page body), and Enter works again; Escape closes How it works. Under an
// error How it works shows nothing of the previous puzzle (item 10).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

const SHIKAKU = '5 5\n0 0 0 3 0\n4 0 0 0 0\n0 0 0 6 0\n0 0 0 0 0\n6 0 0 0 6\n';
const KNUTH7 = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

const openImported = (text) => H.openImported(env, text);

const focused = (page) => page.evaluate(() => (document.activeElement ? document.activeElement.id || document.activeElement.dataset.act || document.activeElement.tagName : null));

test('Play: Enter on Hint shows a step, Enter again places it, focus stays on Hint', async () => {
  const page = await openImported(SHIKAKU);
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas');
  await page.focus('#play-hint');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'play-hint', 'focus stays while the hint is worked out');
  await H.waitStatus(page, /^Hint/);
  assert.equal(await focused(page), 'play-hint');
  await page.keyboard.press('Enter');
  await H.waitStatus(page, /^Placed: /);
  assert.doesNotMatch(await page.textContent('#status'), /Press Hint again/, 'no stale "press again" once it is placed');
  assert.equal(await focused(page), 'play-hint');
  // A move of the reader's own replaces an old Check or hint message.
  await page.keyboard.press('Enter');
  await H.waitStatus(page, /^Hint/);
  await page.focus('#play canvas');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#status'), 'Your move is on the board.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('How it works: Enter on "To next solution" keeps focus; Escape closes; an error clears the old matrix', async () => {
  const page = await openImported(KNUTH7);
  await page.click('#how-open');
  await page.waitForSelector('#how:not([hidden])');
  await page.waitForFunction(() => !document.querySelector('#how [data-act="solution"]').disabled);
  // A 7-item matrix is drawn at its largest columns (36 px), not 14 px each in a wide pane.
  assert.equal(await page.$eval('#how .how-spacer', (d) => d.style.width), `${7 * 36}px`);
  await page.focus('#how [data-act="solution"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /1 solution/.test(document.querySelector('#how .how-status').textContent));
  assert.equal(await focused(page), 'solution', 'focus stays on To next solution');
  await page.keyboard.press('Enter');  // on to the end of the search: the button stays focused
  await page.waitForFunction(() => /Step \d+ .*search/.test(document.querySelector('#how .how-status').textContent) || document.querySelector('#how [data-act="solution"]').getAttribute('aria-disabled') === 'true' || document.querySelector('#how [data-act="solution"]').disabled);
  assert.equal(await focused(page), 'solution');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#how', { state: 'hidden' });
  // A puzzle the view cannot show (Numberlink has its own search): the error, and nothing of
  // Knuth's example (its matrix, tree, log) left under it.
  await H.importText(page, '5 5\n1 0 0 0 2\n0 0 0 0 0\n0 0 3 0 0\n0 0 0 0 0\n1 0 3 0 2\n');
  await page.click('#how-open');
  await page.waitForFunction(() => /not solved as exact cover/.test(document.querySelector('#how .how-status').textContent));
  assert.equal(await page.isVisible('#how .how-matrix'), false, 'no matrix of the previous puzzle under the error');
  assert.equal(await page.isVisible('#how .how-panes'), false);
  assert.equal(await page.isVisible('#how .how-log'), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('screen readers: the cursor cell, its number and rectangle, and each move are said in live regions', async () => {
  const page = await openImported(SHIKAKU);
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas');
  const boardSaid = () => page.textContent('#play .play-said');
  assert.equal(await page.getAttribute('#play .play-said', 'aria-live'), 'polite');
  assert.equal(await page.getAttribute('#play-said', 'aria-live'), 'polite');
  await page.focus('#play canvas');
  await page.keyboard.press('ArrowRight');
  assert.equal(await boardSaid(), 'Row 1, column 2: no number, not covered.');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await boardSaid(), 'Row 1, column 4: number 3, not covered; selecting 2 by 1.');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#play-said'), 'Rectangle placed, 3 by 1: row 1, columns 3 to 5.');
  assert.equal(await boardSaid(), 'Row 1, column 5: no number, in a 3 by 1 rectangle.');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await boardSaid(), 'Row 2, column 1: number 4, not covered.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The keyboard cursor (orange, #d9480f) and the focus ring are for keyboard users: a mouse click
// on the packing board shows neither; an arrow key then shows the cursor.
test('the packing board: no keyboard cursor or focus ring after a mouse click; an arrow key shows the cursor', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  const board = page.locator('#editor canvas.board');
  const cursorPixels = () => page.$eval('#editor canvas.board', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0xd9) < 12 && Math.abs(d[i + 1] - 0x48) < 12 && Math.abs(d[i + 2] - 0x0f) < 12) n++;
    return n;
  });
  const box = await board.boundingBox();
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.55);
  assert.equal(await page.evaluate(() => document.activeElement.matches('canvas.board')), true, 'the click focuses the board');
  assert.equal(await page.$eval('#editor canvas.board', (c) => c.matches(':focus-visible')), false, 'no focus ring after a click');
  assert.equal(await cursorPixels(), 0, 'no keyboard cursor after a click');
  await page.keyboard.press('ArrowRight');
  assert.ok(await cursorPixels() > 20, 'the cursor shows once a key is pressed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
