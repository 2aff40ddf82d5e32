// Hint always helps (issue 36, item 5): on a puzzle with many solutions, where nothing is forced,
// Hint gives a part of one solution that fits the reader's marks and says it is one of many
// ways; placed, it leaves the board consistent (Check finds nothing wrong), and the hints after
// it go on to Solved. The choice is made by the analysis in the worker (solver/core/analysis.cpp,
// choiceHint); its soundness against every solution is checked by the Catch2 brute force.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

async function idle(page) {
  await page.waitForSelector('#play:not([data-busy])', { state: 'attached', timeout: 60000 });
}

test('6x10 pentominoes: Hint places a piece of one solution, "one of many ways", and Check agrees', async () => {
  const page = await H.newPage(env.browser);
  await H.playPentominoPreset(page, env.server.url, 'pentomino-6x10');
  await page.click('#play-hint');
  await idle(page);
  assert.match(await page.textContent('#status'), /^Hint: One of many ways: .* Press Hint again to place it\.$/);
  await page.click('#play-hint');
  await H.waitStatus(page, /^Placed: /);
  assert.equal(await page.getAttribute('canvas.pk-play-board', 'data-placed'), '1', 'one whole piece placed');
  await page.click('#play-check');
  await idle(page);
  assert.match(await page.textContent('#status'), /^No mistakes so far/);
  // And again from there: another piece, still one of many ways.
  await page.click('#play-hint');
  await idle(page);
  assert.match(await page.textContent('#status'), /^Hint/);
  assert.doesNotMatch(await page.textContent('#status'), /No hint|failed/);
  await H.screenshot(page, 'hint-one-of-many-6x10');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a Shikaku with two solutions: forced steps, a choice, then to Solved by Hint alone', async () => {
  // 2 at the top left and the bottom right: two dominoes side by side, either way round.
  const page = await H.openImported(env, '2 2\n2 0\n0 2\n');
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas');
  // The numbers' own cells are forced first; then nothing is: a choice, and the rest follows.
  const said = [];
  for (let i = 0; i < 10 && !/^Solved in/.test(await page.textContent('#status')); i++) {
    await page.click('#play-hint');
    await idle(page);
    const status = await page.textContent('#status');
    said.push(status);
    assert.doesNotMatch(status, /No hint|No solution agrees|failed/);
  }
  assert.ok(said.some((t) => /^Hint: One of many ways/.test(t)), said.join('\n'));
  assert.match(await page.textContent('#status'), /^Solved in/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
