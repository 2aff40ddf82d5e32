// A long "count all" shows live progress, keeps the page responsive, and cancels promptly.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

test('count all shows progress, the UI stays responsive, cancel stops it', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#pk-preset', 'pentomino-6x10');
  await page.click('#pk-load-preset');
  await page.waitForFunction(() => document.querySelectorAll('.pk-piece').length === 12);
  // Two of each pentomino on a 10x12 board: far too many solutions to count in a test.
  await page.fill('#pk-height', '12');
  await page.dispatchEvent('#pk-height', 'change');
  for (let i = 1; i <= 12; i++) {
    const input = `.pk-piece:nth-child(${i}) input[type="number"]`;
    await page.fill(input, '2');
    await page.dispatchEvent(input, 'change');
  }
  assert.match(await page.textContent('.pk-summary'), /120 free cells; 24 pieces covering 120 cells/);

  await page.click('#count');
  await page.waitForSelector('#cancel:not([hidden])');
  await page.waitForSelector('#progress-box:not([hidden])', { timeout: 5000 });
  await page.waitForFunction(() => /[1-9][\d,]* solutions? ·/.test(document.getElementById('progress-text').textContent), null, { timeout: 10000 });
  assert.equal(await page.isDisabled('#solve'), true);

  // The main thread is free while the worker counts: round trips and animation frames are quick.
  let worst = 0;
  for (let i = 0; i < 5; i++) {
    const t = Date.now();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    worst = Math.max(worst, Date.now() - t);
  }
  assert.ok(worst < 250, `a frame took ${worst} ms during the count`);
  const progress1 = await page.textContent('#progress-text');
  await page.waitForTimeout(300);
  const progress2 = await page.textContent('#progress-text');
  assert.notEqual(progress1, progress2, 'progress text updates live');
  await H.screenshot(page, 'count-progress');

  const t0 = Date.now();
  await page.click('#cancel');
  const status = await H.waitStatus(page, /Cancelled/, 3000);
  const cancelMs = Date.now() - t0;
  assert.match(status, /Cancelled after [\d,]+ nodes and .*: [\d,]+ solutions? found so far/);
  assert.ok(cancelMs < 1000, `cancel took ${cancelMs} ms`);
  assert.equal(await page.isHidden('#cancel'), true);
  assert.equal(await page.isHidden('#progress-box'), true);
  assert.equal(await page.isEnabled('#solve'), true);

  // The same session goes on: Solve shows the first solution at once.
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /Solution 1 found/), /Solution 1 found/);
  assert.equal(await page.isEnabled('#next'), true);

  // Editing during a count cancels it too.
  await page.click('#count');
  await page.waitForSelector('#cancel:not([hidden])');
  await page.click('#pk-all-walls');
  await page.waitForSelector('#cancel', { state: 'hidden', timeout: 3000 });
  assert.match(await page.textContent('#status'), /puzzle changed, so the search was stopped/);
  assert.equal(await page.isEnabled('#solve'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
