// The packing player (web/kinds/packing/play.js) mounted on its own test page
// (tests/browser/fixtures/play-packing.html, served from the repository root): pentomino 3x20
// played to complete by dragging every piece from the tray (mouse, and touch for some), the
// placements taken from the solver's first solution; rotate / flip refused where the rules
// forbid them; placed pieces picked up by a click and by dragging them off the board; hints
// placed until a unique puzzle is complete. The result is checked by the analysis (the marks
// agree with a solution, none left open), not by the player's own word.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.cjs');
const { dlx } = require('../node/run-cli.cjs');

const env = { server: null, browser: null };
test.before(async () => {
  env.server = await H.startServer({ root: H.ROOT, probe: 'web/index.html' });
  env.browser = await H.launch();
});
test.after(async () => {
  if (env.browser) await env.browser.close();
  if (env.server) env.server.stop();
});

async function openFixture(page, puzzle) {
  await page.goto(`${env.server.url}tests/browser/fixtures/play-packing.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  return page.evaluate((p) => window.fixture.open(p), puzzle);
}

// The CLI's first solution of a puzzle (`dlx solve --json`), as {piece, cells} per placement.
function cliSolution(args) {
  const r = dlx([...args, '--json']);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out).solutions[0].placements.map((p) => ({ piece: p.definition, cells: p.cells }));
}

const key = (cells) => {
  const x0 = Math.min(...cells.map((c) => c[0]));
  const y0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([x, y]) => [x - x0, y - y0]).sort((a, b) => a[1] - b[1] || a[0] - b[0]).map((c) => c.join(',')).join(' ');
};
const tray = (i) => `.pk-tray-piece[data-piece="${i}"]`;
const placedCount = async (page) => Number(await page.getAttribute('canvas.pk-play-board', 'data-placed'));

// Picks tray piece i and turns it with R (then F) until it lies as `target` (a shape key).
async function orientTo(page, i, target) {
  await page.click(tray(i));
  for (let n = 0; n < 8; n++) {
    if ((await page.getAttribute(tray(i), 'data-shape')) === target) return;
    await page.keyboard.press(n === 3 ? 'f' : 'r');
  }
  assert.equal(await page.getAttribute(tray(i), 'data-shape'), target, `piece ${i} cannot be turned to ${target}`);
}

// Where to press on tray piece i (its first cell) and where to let go on the board so that piece
// covers `cells`.
async function dragPoints(page, i, cells, width) {
  const thumb = page.locator(`${tray(i)} canvas`);
  const tb = await thumb.boundingBox();
  const unit = Number(await page.getAttribute(tray(i), 'data-unit'));
  const [sx, sy] = (await page.getAttribute(tray(i), 'data-shape')).split(' ')[0].split(',').map(Number);
  const bb = await page.locator('canvas.pk-play-board').boundingBox();
  const cell = bb.width / width;
  const [tx, ty] = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0])[0];
  return {
    from: [tb.x + 1 + (sx + 0.5) * unit, tb.y + 1 + (sy + 0.5) * unit],
    to: [bb.x + (tx + 0.5) * cell, bb.y + (ty + 0.5) * cell],
  };
}

async function mouseDrag(page, from, to) {
  await page.mouse.move(...from);
  await page.mouse.down();
  for (let k = 1; k <= 6; k++) await page.mouse.move(from[0] + ((to[0] - from[0]) * k) / 6, from[1] + ((to[1] - from[1]) * k) / 6);
  await page.mouse.up();
}

async function touchDrag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x, y) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(...from) });
  for (let k = 1; k <= 6; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from[0] + ((to[0] - from[0]) * k) / 6, from[1] + ((to[1] - from[1]) * k) / 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// Places every piece of `solution` by turning it in the tray and dragging it onto the board;
// how(n) -> 'mouse' | 'touch' for the n-th.
async function playAll(page, solution, width, how) {
  for (const [n, pl] of solution.entries()) {
    await orientTo(page, pl.piece, key(pl.cells));
    const { from, to } = await dragPoints(page, pl.piece, pl.cells, width);
    if (how(n) === 'touch') await touchDrag(page, from, to);
    else await mouseDrag(page, from, to);
    assert.equal(await placedCount(page), n + 1, `piece ${pl.piece} was placed`);
    assert.equal(await page.isHidden(tray(pl.piece)), true, 'a placed piece leaves the tray');
  }
}

// The analysis of the player's marks: they agree with a solution and leave no cell open.
async function assertSolvedByAnalysis(page) {
  const report = await page.evaluate(() => window.fixture.analyze());
  assert.equal(report.consistent, true, 'the placed pieces agree with a solution');
  assert.ok(report.grid.every((row) => row.every((v) => v !== null)), 'no cell is left open');
  assert.equal(await page.evaluate(() => window.fixture.player.isComplete(window.fixture.play)), true);
}

test('pentomino 3x20 played to complete by dragging pieces (mouse and touch)', async () => {
  const page = await H.newPage(env.browser, { width: 900, height: 800, hasTouch: true });
  const state = await openFixture(page, { preset: 'pentomino-3x20' });
  assert.equal(await page.locator('.pk-tray-piece').count(), 12, 'the tray holds the 12 pentominoes');
  assert.equal(await page.textContent('.pk-tray-title'), 'Pieces');
  const solution = cliSolution(['solve', '--preset', 'pentomino-3x20']);
  assert.equal(solution.length, 12);
  await playAll(page, solution, state.width, (n) => (n % 3 === 2 ? 'touch' : 'mouse'));
  const placed = await page.evaluate(() => window.fixture.play);
  assert.deepEqual(placed.map((p) => key(p.cells)).sort(), solution.map((p) => key(p.cells)).sort());
  await assertSolvedByAnalysis(page);
  assert.match(await page.textContent('.pk-tray-note'), /All pieces are on the board/);
  await H.screenshot(page, 'play-packing-3x20-complete');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('rotate and flip are refused where the rules forbid them, allowed where they allow', async () => {
  const page = await H.newPage(env.browser);
  // Piece 0 may neither rotate nor reflect, piece 1 may rotate only, piece 2 may reflect only.
  await openFixture(page, {
    text: '......\n......\n......\n\npiece: rotate=no reflect=no\n#.\n#.\n##\n\npiece: rotate=yes reflect=no\n##\n#.\n#.\n\npiece: rotate=no reflect=yes\n##.\n.##\n',
  });
  const shape = (i) => page.getAttribute(tray(i), 'data-shape');
  const notes = () => page.evaluate(() => window.fixture.notes.slice());

  const l0 = await shape(0);
  await page.click(tray(0));
  assert.equal(await page.isDisabled('text=↻ Rotate'), true);
  assert.equal(await page.isDisabled('text=⇋ Flip'), true);
  await page.keyboard.press('r');
  await page.keyboard.press('f');
  assert.equal(await shape(0), l0, 'piece 0 did not turn');
  const said = await notes();
  assert.match(said[0], /may not be rotated/);
  assert.match(said[1], /may not be flipped/);

  const l1 = await shape(1);
  await page.click(tray(1));
  assert.equal(await page.isDisabled('text=↻ Rotate'), false);
  await page.keyboard.press('r');
  assert.notEqual(await shape(1), l1, 'piece 1 rotated');
  assert.equal(await shape(1), '0,0 1,0 2,0 2,1', 'a quarter turn clockwise');
  await page.keyboard.press('f');
  assert.match((await notes()).at(-1), /may not be flipped/);
  assert.equal(await shape(1), '0,0 1,0 2,0 2,1');

  await page.click(tray(2));
  await page.click('text=⇋ Flip');
  assert.equal(await shape(2), '1,0 2,0 0,1 1,1', 'the Flip button mirrors piece 2');
  await page.keyboard.press('r');
  assert.match((await notes()).at(-1), /may not be rotated/);
  assert.equal(await shape(2), '1,0 2,0 0,1 1,1');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('placed pieces are picked up again by a click and by dragging them off the board', async () => {
  const page = await H.newPage(env.browser);
  const state = await openFixture(page, { text: '....\n....\n....\n\nrules: rotate=yes reflect=yes\npiece: count=4\n#.\n##\n' });
  assert.match(await page.textContent(tray(0)), /×4/, 'the tray shows the copies left');
  const target = [[0, 0], [0, 1], [1, 1]];
  const drop = async () => {
    const { from, to } = await dragPoints(page, 0, target, state.width);
    await mouseDrag(page, from, to);
  };
  await drop();
  assert.equal(await placedCount(page), 1);
  assert.match(await page.textContent(tray(0)), /×3/);
  const bb = await page.locator('canvas.pk-play-board').boundingBox();
  const cell = bb.width / state.width;
  // A click on it takes it back.
  await page.mouse.click(bb.x + 0.5 * cell, bb.y + 1.5 * cell);
  assert.equal(await placedCount(page), 0);
  assert.match(await page.textContent(tray(0)), /×4/);
  // Dropped where it does not fit (on top of another) it stays in the tray.
  await drop();
  await drop();
  assert.equal(await placedCount(page), 1);
  assert.match((await page.evaluate(() => window.fixture.notes)).at(-1), /does not fit/);
  // Dragged off the board it goes back to the tray; dragged within the board it moves.
  await mouseDrag(page, [bb.x + 0.5 * cell, bb.y + 1.5 * cell], [bb.x + 1.5 * cell, bb.y + 2.5 * cell]);
  const moved = await page.evaluate(() => window.fixture.play);
  assert.deepEqual(moved.map((p) => p.cells), [[[1, 1], [1, 2], [2, 2]]]);
  await mouseDrag(page, [bb.x + 1.5 * cell, bb.y + 2.5 * cell], [bb.x + bb.width + 80, bb.y + 2.5 * cell]);
  assert.equal(await placedCount(page), 0);
  assert.deepEqual(await page.evaluate(() => window.fixture.moves),
    ['place piece a', 'take back piece a', 'place piece a', 'place piece a', 'take back piece a']);
  // A stored play state that does not fit the puzzle keeps only what does.
  await page.evaluate(() => window.fixture.player.setPlay([
    'junk', { piece: 9, cells: [[0, 0]] }, { piece: 0, cells: [[0, 0], [1, 0], [2, 0]] },
    { piece: 0, cells: [[0, 0], [0, 1], [1, 1]] }, { piece: 0, cells: [[1, 1], [1, 2], [2, 2]] },
    { piece: 0, cells: [[3, 0], [3, 1], [2, 1]] }, { piece: 0, cells: [[9, 9], [9, 8], [8, 8]] }]));
  assert.equal(await placedCount(page), 2, 'kept: the two L pieces that fit without overlapping');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const FIXED = fs.readFileSync(path.join(H.ROOT, 'tests', 'data', 'packing-fixed-3x20.txt'), 'utf8');

test('hints placed until complete; hints of one cell at a time build the pieces once they are known', async () => {
  const page = await H.newPage(env.browser);
  await openFixture(page, { text: FIXED });
  // The analysis's own hints (a unique puzzle: each one a whole piece here).
  let hints = 0;
  while (!(await page.evaluate(() => window.fixture.player.isComplete(window.fixture.play)))) {
    const hint = await page.evaluate(() => window.fixture.hint());
    assert.ok(hint, 'a hint until the board is complete');
    assert.ok(++hints <= 12, 'one piece per hint at most 12 times');
  }
  await assertSolvedByAnalysis(page);
  const solution = cliSolution(['solve', path.join('tests', 'data', 'packing-fixed-3x20.txt')]);
  const sorted = (pls) => pls.map((p) => `${p.piece}:${key(p.cells)}@${[...p.cells].sort()[0]}`).sort();
  assert.deepEqual(sorted(await page.evaluate(() => window.fixture.play)), sorted(solution));

  // A solution of the 3x20 preset (pieces turn and flip freely) given one cell at a time, as
  // trial hints come: cells wait as hinted cells until they pin down one placement of their piece.
  await openFixture(page, { preset: 'pentomino-3x20' });
  const free = JSON.parse(dlx(['solve', '--preset', 'pentomino-3x20', '--json']).out).solutions[0];
  const { grid } = free;
  const play = await page.evaluate((g) => {
    const { player } = window.fixture;
    let p = null;
    let partialSeen = 0;
    g.forEach((row, y) => row.forEach((label, x) => {
      p = player.applyHint(p, { text: '', cells: [[x, y]], label, level: 'trial' });
      partialSeen = Math.max(partialSeen, p.filter((pl) => pl.partial).length);
    }));
    return { p, partialSeen, complete: player.isComplete(p) };
  }, grid);
  assert.ok(play.partialSeen > 0, 'some single cells waited as hinted cells');
  assert.equal(play.complete, true);
  assert.deepEqual(sorted(play.p), sorted(free.placements.map((p) => ({ piece: p.definition, cells: p.cells }))));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// ---------- the player in the page's Play mode (web/play/) ----------

async function openPage(page) {
  await page.goto(`${env.server.url}web/index.html`);
  await H.waitReady(page);
}

async function enterPlay(page, pieces) {
  await page.click('#mode-play');
  await page.waitForFunction((n) => document.querySelectorAll('#play .pk-tray-piece').length === n, pieces);
}

test('Play: pentomino 3x20 dragged piece by piece to Solved', async () => {
  const page = await H.newPage(env.browser);
  await openPage(page);
  await H.loadPentominoPreset(page, 'pentomino-3x20');
  await enterPlay(page, 12);
  await H.screenshot(page, 'play-packing-page-start');
  await playAll(page, cliSolution(['solve', '--preset', 'pentomino-3x20']), 20, () => 'mouse');
  assert.match(await H.waitStatus(page, /Solved|not right|not a solution/), /^Solved in /);
  await H.screenshot(page, 'play-packing-page-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Play: pressing Hint until Solved completes a unique packing puzzle', async () => {
  const page = await H.newPage(env.browser);
  await openPage(page);
  assert.match(await H.importText(page, FIXED), /Imported/);
  await enterPlay(page, 12);
  for (let presses = 0; ; presses++) {
    assert.ok(presses <= 2 * 12 + 2, 'Solved within two presses per piece');
    if (/^Solved in /.test(await page.textContent('#status'))) break;
    await page.click('#play-hint');
    await page.waitForSelector('#play:not([data-busy])', { state: 'attached' });
    assert.doesNotMatch(await page.textContent('#status'), /No hint|No solution|failed/);
  }
  assert.equal(await placedCount(page), 12, 'the board shows every placed hint');
  assert.equal(await page.locator('#play .pk-tray-piece:visible').count(), 0);
  await H.screenshot(page, 'play-packing-page-hinted');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Play on a 390 px phone: the tray is below the board, nothing sticks out, touch drags place pieces', async () => {
  const page = await H.newPage(env.browser, { width: 390, height: 844, hasTouch: true, isMobile: true });
  await openPage(page);
  await H.loadPentominoPreset(page, 'pentomino-3x20');
  await enterPlay(page, 12);
  const board = await page.locator('canvas.pk-play-board').boundingBox();
  const trayBox = await page.locator('.pk-tray').boundingBox();
  assert.ok(trayBox.y >= board.y + board.height, 'the tray is under the board');
  assert.ok(board.x >= 0 && board.x + board.width <= 390, `the board fits: ${JSON.stringify(board)}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scrolling');
  const solution = cliSolution(['solve', '--preset', 'pentomino-3x20']);
  await playAll(page, solution.slice(0, 3), 20, () => 'touch');
  await H.screenshot(page, 'play-packing-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a second finger turns the piece being dragged; the keyboard picks and places pieces', async () => {
  const page = await H.newPage(env.browser, { width: 700, height: 800, hasTouch: true });
  const state = await openFixture(page, { text: '....\n....\n....\n....\n\npiece: rotate=yes reflect=no\n#.\n#.\n##\n\npiece: rotate=no reflect=no\n##\n' });
  const before = await page.getAttribute(tray(0), 'data-shape');
  assert.equal(before, '0,0 0,1 0,2 1,2');
  const { from } = await dragPoints(page, 0, [[0, 0]], state.width);
  const bb = await page.locator('canvas.pk-play-board').boundingBox();
  const cell = bb.width / state.width;
  const cdp = await page.context().newCDPSession(page);
  const finger = (x, y) => ({ x, y, id: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger(...from)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [finger(bb.x + cell * 0.5, bb.y + cell * 0.5)] });
  // The second finger comes down and lifts again while the first one holds the piece.
  const second = { x: bb.x + bb.width + 40, y: bb.y + 20, id: 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger(bb.x + cell * 0.5, bb.y + cell * 0.5), second] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [second] });  // the points lifted
  // The piece turned about the held cell (its top), which is now its top right: move it so.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [finger(bb.x + cell * 2.6, bb.y + cell * 0.5)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // The page may handle the last touch events a frame later (a loaded machine shows it): wait
  // for the placement, then check what was placed.
  await page.waitForFunction(() => window.fixture.play.length > 0, null, { timeout: 5000 }).catch(() => {});
  const placed = await page.evaluate(() => window.fixture.play);
  assert.equal(placed.length, 1, 'the turned piece was placed');
  assert.equal(key(placed[0].cells), '0,0 1,0 2,0 0,1', 'a quarter turn clockwise of the L');

  // Keyboard: Tab to the domino in the tray, Enter picks it; on the board, arrows and Enter.
  await page.focus(tray(1));
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute(tray(1), 'aria-pressed'), 'true');
  await page.focus('canvas.pk-play-board');
  for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(k);
  await page.keyboard.press('Enter');
  const now = await page.evaluate(() => window.fixture.play);
  assert.deepEqual(now[1], { piece: 1, cells: [[1, 3], [2, 3]] });
  // Enter on a placed piece takes it back.
  await page.keyboard.press('Enter');
  assert.equal((await page.evaluate(() => window.fixture.play)).length, 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Play: Check flags a piece that fits no solution, and not one that fits; Reveal solves it', async () => {
  const page = await H.newPage(env.browser);
  await openPage(page);
  await H.loadPentominoPreset(page, 'pentomino-3x20');
  await enterPlay(page, 12);
  const I = 1;  // the preset's second piece, lying flat in the tray
  const at = (x0) => [0, 1, 2, 3, 4].map((d) => [x0 + d, 0]);
  const check = async () => {
    await page.click('#play-check');
    await page.waitForSelector('#play:not([data-busy])', { state: 'attached' });
    return H.waitStatus(page, /agree|mistakes/);
  };
  // Columns 8-12 of the top row: in none of the 8 solutions (all of them checked, not just one).
  let { from, to } = await dragPoints(page, I, at(7), 20);
  await mouseDrag(page, from, to);
  assert.match(await check(), /^5 marked cells agree with no solution/);
  const flagged = JSON.parse(await page.getAttribute('#play', 'data-flags')).map((c) => c.join(',')).sort();
  assert.deepEqual(flagged, at(7).map((c) => c.join(',')).sort());
  await H.screenshot(page, 'play-packing-check-flags');
  await page.click('#play-undo');
  ({ from, to } = await dragPoints(page, I, at(12), 20));
  await mouseDrag(page, from, to);
  assert.match(await check(), /^No mistakes so far/);
  assert.equal(JSON.parse(await page.getAttribute('#play', 'data-flags')).length, 0);
  // Reveal (after its confirmation) puts the solver's first solution on the board, which is
  // not solving it (issue 36): no "Solved in", the panel says revealed.
  await page.click('#play-reveal');
  await page.click('#play-reveal-yes');
  assert.match(await H.waitStatus(page, /revealed/), /not counted as solved/);
  assert.equal(await placedCount(page), 12);
  assert.equal(await page.getAttribute('#play', 'data-state'), 'revealed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
