// Count all on several Web Workers (web/lib/parallel-count.js, web/count-worker.js): the 6x10
// preset counts to 9,356 over two count workers, ?workers=1 keeps the one-worker path, and Cancel
// stops every count worker at once and leaves the board as it was. Answers only, no timings.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

// The count workers the page has running now (the solver's own worker.js is not one).
const isCountWorker = (w) => /count-worker\.js$/.test(w.url());
const countWorkers = (page) => page.workers().filter(isCountWorker);
// The URLs of the count workers the page starts from now on, as they start.
function recordCountWorkers(page) {
  const started = [];
  page.on('worker', (w) => { if (isCountWorker(w)) started.push(w.url()); });
  return started;
}

async function openPreset(page, query) {
  await page.goto(env.server.url + query);
  await H.waitReady(page);
  await H.loadPentominoPreset(page, 'pentomino-6x10');
}

async function openText(page, text) {
  await page.goto(env.server.url + '?workers=2&handover=0');
  await H.waitReady(page);
  await H.importText(page, text);
}

// Count all, to its final status line.
async function countAll(page) {
  await page.click('#count');
  return H.waitStatus(page, /solutions in total|No solution|Error|wrong|failed/, 60000);
}

test('the 6x10 preset counts to 9,356 on 2 workers, and Next still steps through solutions', async () => {
  const page = await H.newPage(env.browser);
  const started = recordCountWorkers(page);
  await openPreset(page, '?workers=2&handover=0');
  assert.match(await countAll(page), /^9,356 solutions in total; counted on 2 workers in /);
  assert.equal(started.length, 2, 'two count workers started');
  assert.equal(await page.isHidden('#progress-box'), true);
  assert.equal(await page.isEnabled('#count'), true);

  // The solver's own session shows the solutions: the first is on the board, Next finds more, and
  // says of how many (the workers' count: the session itself has found only two).
  await page.click('#next');
  assert.equal(await H.waitStatus(page, /^Solution 2/), 'Solution 2 of 9,356.');

  // Count again on the same puzzle: the merged result is kept and said again.
  await page.click('#count');
  assert.match(await H.waitStatus(page, /solutions in total/), /^9,356 solutions in total; counted on 2 workers/);
  assert.equal(started.length, 2, 'no new workers for the same answer');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a count whose progress says it ends soon stays on the solver worker (no workers started)', async () => {
  const page = await H.newPage(env.browser);
  const started = recordCountWorkers(page);
  // Any bound above the 6x10's whole count: the estimate after each slice is below it.
  await openPreset(page, '?workers=2&handover=600000');
  assert.match(await countAll(page), /^9,356 solutions in total; counted in /);
  assert.equal(started.length, 0, 'no count worker started');
  assert.equal(await page.evaluate(() => performance.getEntriesByName('dlx-parts-counting').length), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an exact cover puzzle counts on the workers too: 12-queens is 14,200', async () => {
  const page = await H.newPage(env.browser);
  await openText(page, fs.readFileSync(path.join(H.ROOT, 'bench', 'data', 'queens-12.dlx'), 'utf8'));
  assert.match(await countAll(page), /^14,200 solutions in total; counted on 2 workers in /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the count workers started by one count are reused by the next, after the hand-over from the solver', async () => {
  const page = await H.newPage(env.browser);
  const started = recordCountWorkers(page);
  // ?handover=1: any count still running after its first slice on the solver worker moves on.
  await page.goto(env.server.url + '?workers=2&handover=1');
  await H.waitReady(page);
  // The long count first: its hand-over also waits for this file's first import of the count
  // module, which on a loaded machine took longer than the whole 12-queens count (0.4 s).
  await H.importText(page, fs.readFileSync(path.join(H.ROOT, 'bench', 'data', 'pentomino-6x10.dlx'), 'utf8'));
  await page.click('#count');
  await H.waitStatus(page, /^Counting all solutions on 2 workers…$/);
  assert.match(await H.waitStatus(page, /solutions in total|No solution|Error|wrong|failed/, 300000),
    /^9,356 solutions in total; counted on 2 workers in /);
  assert.equal(started.length, 2);
  // Another puzzle: the same two workers open it and count it. Not 12-queens: its whole count
  // (about 40 ms) sometimes ended within the solver's first slice, before any hand-over (a clean
  // clone's run: "14,200 solutions in total; counted in 70 ms"); the 6x10 matrix with F restricted
  // takes about 1.6 s natively.
  await H.importText(page, fs.readFileSync(path.join(H.ROOT, 'bench', 'data', 'pentomino-6x10-restricted.dlx'), 'utf8'));
  assert.match(await countAll(page), /^2,339 solutions in total; counted on 2 workers in /);
  assert.equal(started.length, 2, 'no new count workers for the second count');
  assert.equal(await page.evaluate(() => performance.getEntriesByName('dlx-parts-counting').length), 2);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a search that does not split (Numberlink) counts on the solver worker, then skips the workers', async () => {
  const page = await H.newPage(env.browser);
  // One pair in opposite corners of an empty 5x5 board, cells free: the 8,512 self-avoiding
  // corner-to-corner paths, a count long enough to outlast the first slice.
  await openText(page, '5 5\n1 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 1\n');
  await page.check('#nl-rule-free');
  const started = recordCountWorkers(page);
  for (let i = 0; i < 2; i++) {
    await page.click('#new');
    await page.click('#undo');
    assert.match(await countAll(page), /^8,512 solutions in total; counted in /);
  }
  assert.ok(started.length <= 2, 'the workers are started at most once for a kind that does not split');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('when the count workers cannot load their module, the count goes on on the solver worker', async () => {
  const page = await H.newPage(env.browser);
  await page.route('**/gen/dlx-extra.js', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openPreset(page, '?workers=2&handover=0');
  assert.match(await countAll(page), /^9,356 solutions in total; counted in /);
  assert.ok(page.errors.some((e) => /dlx-extra\.js/.test(e)), 'the count workers asked for their module');
  assert.deepEqual(page.errors.filter((e) => !/dlx-extra\.js/.test(e)), []);
  await page.context().close();
});

test('when the count workers cannot load their module, a count handed over after its first slice goes on on the solver worker', async () => {
  const page = await H.newPage(env.browser);
  await page.route('**/gen/dlx-extra.js', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto(env.server.url + '?workers=2&handover=1');
  await H.waitReady(page);
  await H.importText(page, fs.readFileSync(path.join(H.ROOT, 'bench', 'data', 'queens-12.dlx'), 'utf8'));
  assert.match(await countAll(page), /^14,200 solutions in total; counted in /);
  assert.ok(page.errors.some((e) => /dlx-extra\.js/.test(e)), 'the count workers asked for their module');
  assert.deepEqual(page.errors.filter((e) => !/dlx-extra\.js/.test(e)), []);
  await page.context().close();
});

test('?workers=1 counts on the solver worker alone, as before', async () => {
  const page = await H.newPage(env.browser);
  const started = recordCountWorkers(page);
  await openPreset(page, '?workers=1');
  assert.match(await countAll(page), /^9,356 solutions in total; counted in /);
  assert.deepEqual(started, []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Cancel stops every count worker at once; the buttons come back and the board stays', async () => {
  const page = await H.newPage(env.browser);
  await openPreset(page, '?workers=2&handover=0');
  const board = await H.makeLongCount(page);
  assert.match(board, /120 free cells; 24 pieces covering 120 cells/);

  await page.click('#count');
  // The count moves to the workers: the status says so, both run, and progress comes from them.
  await H.waitStatus(page, /^Counting all solutions on 2 workers…$/);
  assert.equal(countWorkers(page).length, 2, 'two count workers are running');
  const before = await page.textContent('#progress-text');
  await page.waitForFunction((t) => document.getElementById('progress-text').textContent !== t, before, { timeout: 10000 });

  const closed = countWorkers(page).map((w) => new Promise((resolve) => w.on('close', resolve)));
  await page.click('#cancel');
  const status = await H.waitStatus(page, /Cancelled/);
  assert.match(status, /^Cancelled after [\d,]+ nodes and .* on 2 workers: [\d,]+ solutions? found so far/);
  await Promise.all(closed);  // every count worker was terminated
  assert.equal(countWorkers(page).length, 0);
  assert.equal(await page.isHidden('#cancel'), true);
  assert.equal(await page.isHidden('#progress-box'), true);
  assert.equal(await page.isEnabled('#count'), true);
  assert.equal(await page.isEnabled('#solve'), true);
  // No progress arrives after the cancel: the progress line stays hidden and unchanged.
  const after = await page.textContent('#progress-text');
  await page.waitForTimeout(500);
  assert.equal(await page.textContent('#progress-text'), after);
  assert.equal(await page.isHidden('#progress-box'), true);
  assert.equal(await page.textContent('.pk-summary'), board, 'the board is kept');

  // The page goes on: Solve finds a first solution of the same board.
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /Solution 1 found/), /Solution 1 found/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
