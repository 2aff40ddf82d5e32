// What the page budgets of issue 4 stand on, checked for answers, not times: the page becomes
// interactive and marks it, the wasm + js it transfers stay under 250 KB gzipped (a size, so a
// fixed limit is fair), the 6x10 pentomino preset solves and counts to 9,356 in the page.
// The timings themselves are measured by `./build.sh bench` (bench/page.cjs), never asserted here.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

test('page marks, transfer size, 6x10 first solution and count in the page', async () => {
  const page = await H.newPage(env.browser);
  const transferred = H.recordTransfers(page);
  await page.goto(env.server.url);
  await H.waitReady(page);
  const marks = await page.evaluate(() => ['dlx-interactive', 'dlx-solver-ready']
    .map((n) => performance.getEntriesByName(n).length));
  assert.deepEqual(marks, [1, 1], 'the page marks when it is interactive and when the solver is ready');

  await page.waitForTimeout(200);
  let wasmJs = 0;
  for (const [p, n] of transferred) if (/\.(js|wasm)$/.test(p)) wasmJs += n;
  assert.ok(transferred.has('/gen/dlx.wasm') && transferred.has('/gen/dlx.js'), 'the module was fetched');
  assert.ok(wasmJs < 250 * 1024, `wasm+js transferred ${wasmJs} bytes`);

  await H.loadPentominoPreset(page, 'pentomino-6x10');
  await page.click('#solve');
  await H.waitStatus(page, /Solution 1 found/);
  assert.match(await page.getAttribute('#status', 'data-ms'), /^\d+$/, 'the status line records how long it took');

  await page.click('#new');
  await page.click('#undo');
  await page.click('#count');
  await H.waitStatus(page, /solutions in total/, 60000);
  assert.match(await page.textContent('#status'), /^9,356 solutions in total/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
