// Solution counts beyond 2^53 show exactly on the page (the worker's count is a double; the page
// formats the core's decimal countText), and a count past 2^64 - 1 says "at least".
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

// k disjoint parts, each an item x_i with three options ({x_i}, {x_i, t_i}, {x_i, u_i}; t_i, u_i
// secondary): 3^k solutions, counted part by part at once.
function threeWays(k) {
  const xs = [], sec = [], lines = [];
  for (let i = 0; i < k; i++) {
    xs.push(`x${i}`);
    sec.push(`t${i}`, `u${i}`);
    lines.push(`x${i}`, `x${i} t${i}`, `x${i} u${i}`);
  }
  return [`${xs.join(' ')} | ${sec.join(' ')}`, ...lines].join('\n');
}

const grouped = (n) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

test('3^40 solutions are shown exactly; 3^41 (past 2^64 - 1) as "at least"', async () => {
  const exact = 3n ** 40n;
  assert.ok(exact > 2n ** 53n && exact < 2n ** 64n);
  assert.notEqual(BigInt(Number(exact)), exact, 'the double would round it');
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'exact-cover');
  for (const [k, want] of [[40, grouped(exact)], [41, `at least ${grouped(2n ** 64n - 1n)}`]]) {
    await page.fill('#ec-text', threeWays(k));
    await page.click('#count');
    const status = await H.waitStatus(page, /solutions in total|No solution|Error/);
    assert.ok(status.includes(`${want} solutions in total`), `${k} parts: ${status}`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Records what the page asks of the solver's worker (web/worker.js) and when its answers arrive,
// as 'post:OP#ID' and 'reply#ID' (progress messages left out), in window.__solverLog.
async function recordSolverMessages(page) {
  await page.addInitScript(() => {
    const log = [];
    window.__solverLog = log;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url, options) {
        super(url, options);
        if (!/(^|\/)worker\.js$/.test(String(url))) return;
        const post = this.postMessage.bind(this);
        this.postMessage = (msg, ...rest) => {
          if (msg && msg.op) log.push(`post:${msg.op}#${msg.id}`);
          return post(msg, ...rest);
        };
        // Registered before the page's own onmessage, so an answer is logged before it is handled.
        this.addEventListener('message', (e) => {
          if (e.data && e.data.id && !e.data.progress) log.push(`reply#${e.data.id}`);
        });
      }
    };
  });
}

// What the page asked of the solver from the last 'open' on: the ops posted before the open's
// answer arrived, and every op posted.
async function sinceLastOpen(page) {
  const log = await page.evaluate(() => window.__solverLog.slice());
  const at = log.map((e) => e.startsWith('post:open#')).lastIndexOf(true);
  assert.ok(at >= 0, `no open in ${log.join(' ')}`);
  const id = log[at].split('#')[1];
  const answered = log.indexOf(`reply#${id}`, at);
  const ops = (entries) => entries.filter((e) => e.startsWith('post:')).map((e) => e.slice(5).split('#')[0]);
  return { beforeAnswer: ops(log.slice(at, answered < 0 ? log.length : answered)), all: ops(log.slice(at)) };
}

test('Count all on a puzzle not yet open asks for the count right behind the open (no wait for its answer); one worker never asks for the input text', async () => {
  for (const [query, early] of [['?workers=1', ['open', 'run']], ['?workers=2', ['open', 'input', 'run']]]) {
    const page = await H.newPage(env.browser);
    await recordSolverMessages(page);
    await page.goto(env.server.url + query);
    await H.waitReady(page);
    await H.loadPentominoPreset(page, 'pentomino-6x10');
    await page.click('#count');
    assert.match(await H.waitStatus(page, /solutions in total|No solution|Error|wrong|failed/, 60000),
      /^9,356 solutions in total; counted (on 2 workers )?in /, query);
    const { beforeAnswer, all } = await sinceLastOpen(page);
    assert.deepEqual(beforeAnswer, early, `${query}: ${all.join(' ')}`);
    if (query === '?workers=1') assert.ok(!all.includes('input'), `${query}: ${all.join(' ')}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('a count asked behind an open that fails or finds the puzzle impossible is dropped, and the next count runs', async () => {
  const page = await H.newPage(env.browser);
  await recordSolverMessages(page);
  await page.goto(env.server.url);
  await H.waitReady(page);
  // A 2x2 board and one domino: the areas do not add up, which the session says when it opens.
  await page.fill('#pk-width', '2');
  await page.dispatchEvent('#pk-width', 'change');
  await page.fill('#pk-height', '2');
  await page.dispatchEvent('#pk-height', 'change');
  const cell = await H.boardCellSize(page, 'canvas.piece-editor', 5);
  await H.dragCells(page, 'canvas.piece-editor', [[0, 0], [0, 1]], cell);
  await page.click('#pk-add-piece');
  await page.click('#count');
  assert.match(await H.waitStatus(page, /solutions in total|No solution|Error|wrong|failed/), /^No solution: /);
  assert.ok((await sinceLastOpen(page)).beforeAnswer.includes('run'), 'the count was asked behind the open');
  // A matrix the reader refuses: the open fails, and so does the count asked behind it.
  await page.selectOption('#kind', 'exact-cover');
  await page.fill('#ec-text', 'A B\nA C\n');
  await page.evaluate(() => { document.getElementById('status').textContent = ''; });
  await page.click('#count');
  assert.match(await H.waitStatus(page, /solutions in total|No solution|Error|wrong|failed/), /^Error \(line 2, column 3\): unknown item 'C'$/);
  assert.ok((await sinceLastOpen(page)).beforeAnswer.includes('run'), 'the count was asked behind the failed open');
  // The solver is free again: the next count on a good matrix answers (x and y each have two
  // options of their own: 2 x 2 = 4 solutions).
  await page.fill('#ec-text', 'x y\nx\nx\ny\ny\n');
  await page.evaluate(() => { document.getElementById('status').textContent = ''; });
  await page.click('#count');
  assert.match(await H.waitStatus(page, /solutions in total|No solution|Error|wrong|failed/), /^4 solutions in total; counted in /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
