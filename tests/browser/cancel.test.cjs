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
  await H.loadPentominoPreset(page, 'pentomino-6x10');
  // Two of each pentomino on a 10x12 board: far too many solutions to count in a test.
  assert.match(await H.makeLongCount(page), /120 free cells; 24 pieces covering 120 cells/);

  await page.click('#count');
  await page.waitForSelector('#cancel:not([hidden])');
  await page.waitForSelector('#progress-box:not([hidden])', { timeout: 5000 });
  await page.waitForFunction(() => /[1-9][\d,]* solutions? ·/.test(document.getElementById('progress-text').textContent), null, { timeout: 10000 });
  assert.equal(await page.isDisabled('#solve'), true);

  // The main thread is free while the worker counts: animation frames keep coming and the count
  // is still running after them. (How long a frame or a cancel takes is measured by
  // `./build.sh bench`, not asserted here.)
  for (let i = 0; i < 5; i++) await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  assert.equal(await page.isVisible('#cancel'), true, 'the count is still running');
  // (On several count workers the progress line is redrawn every 0.5 s: wait for the next one.)
  const progress1 = await page.textContent('#progress-text');
  await page.waitForFunction((t) => document.getElementById('progress-text').textContent !== t, progress1, { timeout: 5000 })
    .catch(() => {});
  const progress2 = await page.textContent('#progress-text');
  assert.notEqual(progress1, progress2, 'progress text updates live');
  await H.screenshot(page, 'count-progress');

  await page.click('#cancel');
  const status = await H.waitStatus(page, /Cancelled/);
  assert.match(status, /Cancelled after [\d,]+ nodes and .*: [\d,]+ solutions? found so far/);
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
