// The Numberlink editor: enter a 5x5 puzzle, see unpaired numbers flagged, solve and read the
// drawn paths from canvas pixels, switch the rule; share links for Shikaku and Numberlink (main
// page and embed page); a malformed puzz.link import; a published 20x20 drawn during a long Unique?.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

// puzzles/numberlink-5x5.txt, and its only solution's paths as [x, y] cells.
const NUMBERS = [
  [1, 0, 0, 0, 0],
  [2, 0, 0, 3, 0],
  [0, 0, 0, 0, 0],
  [0, 1, 0, 0, 2],
  [0, 0, 0, 0, 3],
];
const PATH1 = [[0, 0], [1, 0], [1, 1], [1, 2], [1, 3]];
const PATH2 = [[0, 1], [0, 2], [0, 3], [0, 4], [1, 4], [2, 4], [2, 3], [2, 2], [2, 1], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3]];
const PATH3 = [[3, 1], [3, 2], [3, 3], [3, 4], [4, 4]];

async function linkData(page, kinds) {
  const r = await page.evaluate(async (k) => (await import('./lib/share.js')).decodeFragment(location.hash, k), kinds);
  assert.equal(r.ok, true, JSON.stringify(r.error));
  return r.value;
}

async function openPanel(page, n) {
  const open = await page.$eval(`.io details:nth-of-type(${n})`, (d) => d.open);
  if (!open) await page.click(`.io details:nth-of-type(${n}) summary`);
}

// Colour (r,g,b string) of the path segment midway between two neighbouring cells.
async function between(page, cell, [x0, y0], [x1, y1]) {
  const px = await H.pixel(page, 'canvas.board', ((x0 + x1) / 2 + 0.5) * cell, ((y0 + y1) / 2 + 0.5) * cell);
  return px.slice(0, 3).join(',');
}

test('enter a 5x5 Numberlink, flag unpaired numbers, solve, check the paths and the rule', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'numberlink');
  await page.waitForSelector('#nl-summary');
  const cell = await H.boardCellSize(page, 'canvas.board', 5);
  const box = await page.locator('canvas.board').boundingBox();
  const clickCell = (r, c) => page.mouse.click(box.x + (c + 0.5) * cell, box.y + (r + 0.5) * cell);

  // One "1" alone is flagged on the board (a red-tinted cell) and in the message.
  await clickCell(0, 0);
  await page.keyboard.press('1');
  assert.match(await page.textContent('#nl-summary'), /number 1 appears only once: each number must appear exactly twice/);
  assert.equal(await page.$eval('#nl-summary', (e) => e.classList.contains('warn')), true);
  const [r0, g0, b0] = await H.pixel(page, 'canvas.board', cell * 0.12, cell * 0.12);
  assert.ok(r0 > 240 && g0 < 235 && b0 < 240, `unpaired cell not marked: ${r0},${g0},${b0}`);

  // Three of a kind is flagged too; Delete clears it again.
  await clickCell(2, 2);
  await page.keyboard.press('1');
  await clickCell(2, 3);
  await page.keyboard.press('1');
  assert.match(await page.textContent('#nl-summary'), /number 1 appears 3 times/);
  await page.keyboard.press('Delete');
  await clickCell(2, 2);
  await page.keyboard.press('Backspace');

  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      if (!NUMBERS[r][c] || (r === 0 && c === 0)) continue;
      await clickCell(r, c);
      await page.keyboard.press(String(NUMBERS[r][c]));
    }
  }
  assert.match(await page.textContent('#nl-summary'), /3 pairs \(1, 2, 3\)\./);
  // Undo takes back the last number (the second 3), redo restores it.
  await page.click('#undo');
  assert.match(await page.textContent('#nl-summary'), /number 3 appears only once/);
  await page.click('#redo');
  assert.match(await page.textContent('#nl-summary'), /3 pairs/);

  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution/);
  assert.match(await page.textContent('#nl-result'), /Rule applied: every cell lies on a path \(rule=fill\); lines may not turn back \(turns=no-u-turn, as published\)\. 3 paths use 25 of 25 cells/);
  // Every step of each path is drawn in that path's colour; the three colours differ; cell
  // corners (off every path) stay white.
  const colours = [];
  for (const path of [PATH1, PATH2, PATH3]) {
    const seen = new Set();
    for (let i = 1; i < path.length; i++) seen.add(await between(page, cell, path[i - 1], path[i]));
    assert.equal(seen.size, 1, `path starting at ${path[0]} has colours ${[...seen].join(' ')}`);
    colours.push([...seen][0]);
  }
  assert.equal(new Set(colours).size, 3, `path colours ${colours.join(' ')}`);
  assert.ok(!colours.includes('255,255,255'));
  assert.deepEqual((await H.pixel(page, 'canvas.board', 2.5 * cell - cell * 0.4, 2.5 * cell - cell * 0.4)).slice(0, 3), [255, 255, 255]);

  await page.click('#unique');
  assert.match(await H.waitStatus(page, /Unique solution|not unique/), /Unique solution/);
  await H.screenshot(page, 'numberlink-desktop-solved');

  // The turn switch: turns=any goes into the solve options and the share link (the text states it).
  await page.check('#nl-turns-any');
  await H.waitShared(page);
  const literal = await linkData(page, ['numberlink']);
  assert.deepEqual(literal.options, { rule: 'fill', turns: 'any' });
  assert.equal(literal.text, `turns: any\n5 5\n${NUMBERS.map((r) => r.join(' ')).join('\n')}\n`);
  // The rule switch: rule=free (with the turns that go with it) goes into the solve options and
  // the share link.
  await page.check('#nl-rule-free');
  assert.equal(await page.isChecked('#nl-turns-any'), true);
  await H.waitShared(page);
  const data = await linkData(page, ['numberlink']);
  assert.deepEqual(data.options, { rule: 'free', turns: 'any' });
  assert.equal(data.text, `rule: free\n5 5\n${NUMBERS.map((r) => r.join(' ')).join('\n')}\n`);
  await page.click('#count');
  assert.match(await H.waitStatus(page, /Unique solution|solutions in total/), /solutions in total|Unique/);
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution/);
  assert.match(await page.textContent('#nl-result'), /rule=free/);

  // Export as puzz.link.
  await openPanel(page, 3);
  await page.selectOption('#export-format', 'puzzlink');
  await page.click('#export');
  await page.waitForFunction(() => document.getElementById('export-text').value.length > 0);
  assert.equal(await page.inputValue('#export-text'), 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('share links for Numberlink and Shikaku restore the puzzle; the embed page solves it', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await openPanel(page, 2);
  const links = {};
  for (const [kind, url] of [['numberlink', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3'], ['shikaku', 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j']]) {
    await page.fill('#import-text', url);
    await page.click('#import');
    assert.match(await H.waitStatus(page, /Import failed|Imported/), /Imported/);
    assert.equal(await page.inputValue('#kind'), kind);
    // A numlin link opens under the free rule with any turns, as `dlx solve` reads it.
    if (kind === 'numberlink') {
      assert.equal(await page.isChecked('#nl-rule-free'), true);
      assert.equal(await page.isChecked('#nl-turns-any'), true);
    }
    await H.waitShared(page);
    const link = await page.inputValue('#share-url');
    assert.match(link, new RegExp(`#1\\.${kind}\\.`));
    links[kind] = { link, data: await linkData(page, [kind]) };
  }

  const other = await H.newPage(env.browser, { width: 390, height: 844 });
  for (const kind of ['numberlink', 'shikaku']) {
    await other.goto('about:blank');
    await other.goto(links[kind].link);
    await H.waitReady(other);
    assert.match(await other.textContent('#status'), /loaded from the link/);
    assert.equal(await other.inputValue('#kind'), kind);
    assert.deepEqual(await linkData(other, [kind]), links[kind].data);
  }
  assert.equal(links.numberlink.data.options.rule, 'free');
  assert.match(await other.textContent('#sk-summary'), /6×6 grid, 36 cells; 8 clues adding up to 36/);

  // The embed page: board only, Solve draws the paths.
  const frag = links.numberlink.link.split('#')[1];
  await other.goto(`${env.server.url}embed.html?mode=solve#${frag}`);
  await other.waitForSelector('body[data-ready="1"]');
  await other.waitForFunction(() => !document.getElementById('solve').disabled, null, { timeout: 15000 });
  assert.equal(await other.locator('#nl-summary').count(), 0);
  await other.click('#solve');
  assert.match(await H.waitStatus(other, /found|No solution|Error/), /Solution/);
  assert.match(await other.textContent('#nl-result'), /rule=free/);
  await H.screenshot(other, 'numberlink-embed-solved');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('a malformed puzz.link import says what is wrong and keeps the puzzle', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'numberlink');
  await openPanel(page, 2);
  await page.fill('#import-text', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j');
  await page.click('#import');
  assert.match(await H.waitStatus(page, /Import failed|Imported/),
    /^Import failed\. Error \(line 1, column 42\): the URL ends after 24 of the grid's 25 cells/);
  assert.equal(await page.inputValue('#kind'), 'numberlink');
  assert.match(await page.textContent('#nl-summary'), /5×5 grid; no numbers yet/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Unique? on a published 20x20 shows the solution while the check for a second one goes on', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  // tests/data/numberlink-large/p_20x20_13 turned half a turn: found in milliseconds, proved
  // unique only after minutes (as given it takes seconds; the proof depends on the orientation).
  const [size, ...rows] = fs.readFileSync(path.join(H.ROOT, 'tests/data/numberlink-large/p_20x20_13.txt'), 'utf8').trim().split('\n');
  const turned = rows.reverse().map((r) => [...r].reverse().join(''));
  // Under the literal rule (turns: any); as published (no U-turns) it is proved in milliseconds.
  await H.importText(page, `turns: any\n${size}\n${turned.join('\n')}\n`);
  assert.equal(await page.$eval('#nl-result', (e) => e.hidden), true, 'no solution shown before Unique?');
  await page.click('#unique');
  assert.match(await H.waitStatus(page, /checking whether it is the only one|Unique solution|not unique/, 60000),
    /^Solution 1 found in .*; checking whether it is the only one…$/);
  assert.equal(await page.$eval('#nl-result', (e) => e.hidden), false, 'the solution is drawn during the check');
  // The provers' proof has no estimate: the progress line says so instead of a percentage, and
  // the bar has no value (it moves without one).
  await page.waitForFunction(() => /nodes/.test(document.getElementById('progress-text').textContent), null, { timeout: 10000 });
  assert.match(await page.textContent('#progress-text'), /^1 solution · [\d.,]+ ?[kM]? nodes · no estimate · /);
  assert.equal(await page.$eval('#progress', (e) => e.hasAttribute('value')), false);
  await page.click('#cancel');
  assert.match(await H.waitStatus(page, /Cancelled/), /1 solution found so far/);
  assert.equal(await page.$eval('#nl-result', (e) => e.hidden), false, 'the solution stays after Cancel');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
