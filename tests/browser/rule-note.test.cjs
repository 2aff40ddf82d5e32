// When the Numberlink turn convention changes the answer, the page says so under the status line
// and "Show it" switches the Rule box and shows the answer under the other convention; the
// solution shown is checked by the wasm module's checker (Puzzle::check) under both conventions.
// Where the choice does not matter, nothing is said.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.cjs');
const { loadDlx } = require('../node/load-module.cjs');

const env = H.useBrowser(test);

// README's 6x6: no solution without U-turns, one with them (path 4 turns round a unit square).
const SIX = '.2....\n.....2\n.4..33\n......\n....41\n.1....\n';
// puzzles/numberlink-5x5.txt: one solution under either convention.
const FIVE = '5 5\n1 0 0 0 0\n2 0 0 3 0\n0 0 0 0 0\n0 1 0 0 2\n0 0 0 0 3\n';

// Every solution of `input` under `options`, by the wasm module in Node.
function allSolutions(M, input, options) {
  const s = M.open('numberlink', input, JSON.stringify(options));
  try {
    assert.ok(JSON.parse(s.opened()).ok);
    s.setKeep(100);
    while (!JSON.parse(s.stats()).complete) assert.ok(JSON.parse(s.run(1 << 20)).ok);
    const count = JSON.parse(s.stats()).count;
    return Array.from({ length: count }, (_, i) => JSON.parse(s.solution(i)).value);
  } finally {
    s.delete();
  }
}

// The checker's verdict on `solution` for `input` under `options`: null when it accepts it.
function checked(M, input, options, solution) {
  const s = M.open('numberlink', input, JSON.stringify(options));
  try {
    return JSON.parse(s.check(JSON.stringify(solution))).value;
  } finally {
    s.delete();
  }
}

// The solution on the board, as its text (Copy solution, in the Export panel).
async function shownText(page) {
  await page.evaluate(() => { document.getElementById('status').textContent = ''; document.getElementById('copy-solution').click(); });
  await H.waitStatus(page, /Solution copied/);
  return page.evaluate(() => navigator.clipboard.readText());
}

// The other-convention check's note once it has run ('' when there is none).
async function ruleNote(page) {
  await page.waitForSelector('#status[data-rule-check="done"]', { timeout: 20000 });
  return (await page.$('#rule-note')) ? page.textContent('#rule-note') : '';
}

async function openNumberlink(text) {
  const page = await H.newPage(env.browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(env.server.url);
  await H.waitReady(page);
  assert.match(await H.importText(page, text), /Imported the pasted text as Numberlink/);
  assert.equal(await page.isChecked('#nl-turns-no'), true);
  return page;
}

test('the 6x6 with no solution as published says that U-turns give one, and shows it', async () => {
  const M = await loadDlx();
  const page = await openNumberlink(SIX);
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /No solution|found/), /^No solution/);
  assert.match(await ruleNote(page), /^No solution without U-turns \(as published\)\. With U-turns allowed it has one\. Show it$/);
  await H.screenshot(page, 'numberlink-rule-note-6x6');

  // Show it: the Rule box now allows U-turns, and the board has the solution with one.
  await page.click('#rule-note-action');
  assert.match(await H.waitStatus(page, /No solution|Unique solution|not unique/), /^Unique solution/);
  assert.equal(await page.isChecked('#nl-turns-any'), true);
  assert.match(await page.textContent('#nl-result'), /lines may turn back \(turns=any\)\. 4 paths use 36 of 36 cells/);
  const text = await shownText(page);
  const [only] = allSolutions(M, SIX, { turns: 'any' });
  assert.equal(allSolutions(M, SIX, { turns: 'any' }).length, 1);
  assert.equal(text.trim(), String(only.text).trim());
  assert.equal(checked(M, SIX, { turns: 'any' }, only), null);
  assert.match(String(checked(M, SIX, { turns: 'no-u-turn' }, only)), /U-turn|turn/i);
  // And now the note says the other way round.
  assert.match(await ruleNote(page), /^Unique with U-turns allowed\. As published \(no U-turns\) it has no solution: its solution turns back\.$/);
  await H.screenshot(page, 'numberlink-rule-note-6x6-shown');

  // Undo goes back to the published rule; the analysis says the same as Solve.
  await page.click('#undo');
  assert.equal(await page.isChecked('#nl-turns-no'), true);
  await page.click('#analyze');
  await page.waitForSelector('#analysis[data-rule-check="done"]', { timeout: 20000 });
  assert.match(await page.textContent('#analysis-verdict'), /^No solution/);
  assert.match(await page.textContent('#analysis-rule-note'), /With U-turns allowed it has one\. Show it$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('where the convention does not change the answer, nothing is said', async () => {
  const M = await loadDlx();
  assert.equal(allSolutions(M, FIVE, { turns: 'any' }).length, 1);
  assert.equal(allSolutions(M, FIVE, { turns: 'no-u-turn' }).length, 1);
  const page = await openNumberlink(FIVE);
  await page.click('#unique');
  assert.match(await H.waitStatus(page, /Unique solution|not unique|No solution/), /^Unique solution/);
  assert.equal(await ruleNote(page), '');
  await page.check('#nl-turns-any');
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /No solution|found/), /Solution/);
  await page.click('#count');
  assert.match(await H.waitStatus(page, /Unique solution|solutions in total|No solution/), /^Unique solution/);
  assert.equal(await ruleNote(page), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a published puzzle unique without U-turns says that U-turns give another solution, and shows that one', async () => {
  const M = await loadDlx();
  // Published-style 14x14 (tests/data/numberlink-large): unique as published, and under the
  // literal rule a second solution turns up within a few nodes.
  const input = fs.readFileSync(path.join(H.ROOT, 'tests', 'data', 'numberlink-large', 'p_14x14_01.txt'), 'utf8');
  const page = await openNumberlink(input);
  await page.click('#unique');
  assert.match(await H.waitStatus(page, /Unique solution|not unique|No solution/), /^Unique solution/);
  const published = await shownText(page);
  assert.match(await ruleNote(page), /^Unique as published \(no U-turns\)\. With U-turns allowed it has another solution\. Show it$/);
  await H.screenshot(page, 'numberlink-rule-note-14x14');

  await page.click('#rule-note-action');
  assert.match(await H.waitStatus(page, /not unique|Unique solution|No solution/), /solutions found — not unique/);
  assert.equal(await page.isChecked('#nl-turns-any'), true);
  assert.equal(await page.isHidden('#compare'), false);
  // The board shows a solution other than the published one: valid with U-turns, refused without.
  const text = (await shownText(page)).trim();
  assert.notEqual(text, published.trim());
  const s = M.open('numberlink', input, JSON.stringify({ turns: 'any' }));
  let shown = null;
  try {
    s.setKeep(2);
    while (JSON.parse(s.stats()).count < 2) assert.ok(JSON.parse(s.run(1 << 20)).ok);
    shown = [0, 1].map((i) => JSON.parse(s.solution(i)).value).find((sol) => String(sol.text).trim() === text);
  } finally {
    s.delete();
  }
  assert.ok(shown, 'the solution shown is one of the first two under turns=any');
  assert.equal(checked(M, input, { turns: 'any' }, shown), null);
  assert.notEqual(checked(M, input, { turns: 'no-u-turn' }, shown), null);
  assert.match(await ruleNote(page), /^Not unique with U-turns allowed\. As published \(no U-turns\) it is unique\. Show it$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
