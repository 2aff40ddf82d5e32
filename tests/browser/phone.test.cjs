// Phone: a swipe that starts on a board scrolls the page; a tap still edits (a packing cell
// toggles, a Shikaku cell is selected for the keypad); on the packing board a press held for a
// moment starts painting, and then the page does not scroll.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

// A one-finger swipe (CDP touch events) from (x, y) by dy, after holding still for holdMs.
async function swipe(page, x, y, dy, holdMs = 0) {
  const cdp = await page.context().newCDPSession(page);
  const point = (py) => [{ x, y: py, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(y) });
  if (holdMs) await page.waitForTimeout(holdMs);
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y + (dy * i) / 8) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  await cdp.detach();
}

const phone = { width: 390, height: 700, hasTouch: true, isMobile: true };

test('a swipe on the packing board scrolls; a tap toggles; hold then drag paints without scrolling', async () => {
  const page = await H.newPage(env.browser, phone);
  await page.goto(env.server.url);
  await H.waitReady(page);
  const board = page.locator('canvas.board');
  await board.scrollIntoViewIfNeeded();
  const summary = async () => page.textContent('.pk-summary');
  const before = await summary();
  let box = await board.boundingBox();
  const y0 = await page.evaluate(() => window.scrollY);
  await swipe(page, box.x + box.width / 2, box.y + box.height * 0.7, -150);
  const y1 = await page.evaluate(() => window.scrollY);
  assert.ok(y1 > y0 + 50, `the page scrolled from ${y0} to ${y1}`);
  assert.equal(await summary(), before, 'the swipe changed no cell');

  box = await board.boundingBox();
  const cell = box.width / 10;
  await page.touchscreen.tap(box.x + cell / 2, box.y + cell / 2);
  assert.notEqual(await summary(), before, 'a tap toggles a cell');
  const afterTap = await summary();

  // Hold on the second row, then drag down the first column: cells are painted, no scrolling.
  box = await board.boundingBox();
  const y2 = await page.evaluate(() => window.scrollY);
  await swipe(page, box.x + cell / 2, box.y + cell * 1.5, cell * 3, 600);
  assert.equal(await page.evaluate(() => window.scrollY), y2, 'painting does not scroll');
  assert.notEqual(await summary(), afterTap, 'the held drag painted cells');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a swipe on a Shikaku board scrolls the page; a tap selects a cell for the keypad', async () => {
  const page = await H.newPage(env.browser, phone);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.importText(page, fs.readFileSync(path.join(H.ROOT, 'puzzles', 'shikaku-20x20.txt'), 'utf8'));
  const board = page.locator('canvas.board');
  await board.scrollIntoViewIfNeeded();
  const before = await page.textContent('#sk-summary');
  let box = await board.boundingBox();
  const y0 = await page.evaluate(() => window.scrollY);
  await swipe(page, box.x + box.width / 2, box.y + box.height * 0.6, -150);
  assert.ok(await page.evaluate(() => window.scrollY) > y0 + 50, 'the page scrolled');
  assert.equal(await page.textContent('#sk-summary'), before);
  box = await board.boundingBox();
  const cell = box.width / 20;
  await page.touchscreen.tap(box.x + cell * 1.5, box.y + cell * 0.5);
  await page.click('#sk-key-7');
  assert.notEqual(await page.textContent('#sk-summary'), before, 'the tapped cell took the keypad digit');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Issue 36, item 10: on a phone the board was below the fold on a first visit (its top at 695 px
// of a 667 px screen); the header, intro and bars are compacted on narrow screens.
test('first visit on a 375 x 667 phone: the whole board is on the first screen, no scrolling', async () => {
  const page = await H.newPage(env.browser, { width: 375, height: 667, hasTouch: true, isMobile: true });
  await page.goto(env.server.url);
  await H.waitReady(page);
  const at = await page.evaluate(() => {
    const b = document.querySelector('#editor canvas.board').getBoundingClientRect();
    return { top: b.top, bottom: b.bottom, height: b.height, scrollY: window.scrollY, wide: document.documentElement.scrollWidth };
  });
  assert.equal(at.scrollY, 0);
  assert.ok(at.height > 150, `the board is drawn at a usable size (${at.height} px)`);
  assert.ok(at.bottom <= 667, `the board ends at ${at.bottom} px, within the 667 px screen`);
  assert.ok(at.wide <= 375, `nothing wider than the screen (${at.wide} px)`);
  // The examples are still one tap away, and Solve is on the first screen.
  assert.equal(await page.isVisible('#example-shikaku'), true);
  const solve = await page.locator('#solve').boundingBox();
  assert.ok(solve.y + solve.height <= 667);
  await H.screenshot(page, 'phone-first-visit-375');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
