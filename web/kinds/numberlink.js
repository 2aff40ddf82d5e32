// Numberlink editor: type the path ends into cells; each number must appear exactly twice.
// Pairs share a colour, numbers that appear once or three or more times are flagged on the board
// and in a message. The puzzle goes to the wasm module as its describe() shape (width, height,
// numbers, 0 = empty) with the options rule=fill (every cell on a path) or rule=free (cells may
// stay empty) and turns=no-u-turn (no line along three sides of a unit square, as published) or
// turns=any; C++ writes every format. An import takes both from what the solver's reader reports
// (describe's "rule" and "turns"), so a puzz.link numlin link opens under the free rule here as in
// the CLI. Solutions are drawn from the "paths" member as thick coloured
// lines through the cell centres.

import { h } from '../lib/dom.js';
import { COLORS, colorFor, diffByCell } from '../lib/draw.js';
import { deepen, cellText, drawPlainGrid, drawDiffMarks } from '../lib/number-draw.js';
import { zeroRows, rowsFrom } from '../lib/number-rows.js';
import { numberBoard } from '../lib/number-board.js';
const BAD = '#b4232c';
const BAD_FILL = '#fde2e4';
const RULE_TEXT = {
  fill: 'every cell lies on a path (rule=fill)',
  free: 'cells may stay empty (rule=free)',
};
const TURNS_TEXT = {
  'no-u-turn': 'lines may not turn back (turns=no-u-turn, as published)',
  any: 'lines may turn back (turns=any)',
};
// The turn convention that goes with a rule when none is chosen (as in the solver).
const defaultTurns = (rule) => (rule === 'free' ? 'any' : 'no-u-turn');
const ruleOf = (rule) => (rule === 'free' ? 'free' : 'fill');
const turnsOf = (turns, rule) => (turns === 'any' || turns === 'no-u-turn' ? turns : defaultTurns(rule));

const pairColor = (n) => colorFor(Math.max(0, n - 1));

// Null when the puzzle can go to the solver, else what the editor still lacks.
function missing(state) {
  return state.numbers.some((row) => row.some((v) => v !== 0)) ? null
    : 'There are no numbers yet: click a cell and type a number, then the same number in the cell it connects to.';
}

function emptyState() {
  return { width: 5, height: 5, numbers: zeroRows(5, 5), rule: 'fill', turns: 'no-u-turn' };
}

function toPuzzle({ width, height, numbers, rule, turns }) {
  return { puzzle: { width, height, numbers }, options: { rule: ruleOf(rule), turns: turnsOf(turns, ruleOf(rule)) } };
}

function fromImport({ options, describe }) {
  const d = describe || {};
  const width = d.width | 0;
  const height = d.height | 0;
  if (width < 1 || height < 1) throw new Error('the Numberlink puzzle description has no grid size');
  const numbers = rowsFrom(d.numbers, width, height, 'number').map((row) => row.map((v) => Math.max(0, v)));
  // The solver read the puzzle with these options and reports the rules it applies (the source's
  // where the options name none): one decision, made there.
  const rule = ruleOf(d.rule || (options && options.rule));
  const turns = turnsOf(d.turns || (options && options.turns), rule);
  return { width, height, numbers, rule, turns };
}

// number -> list of [r, c] where it appears
function endpoints(numbers) {
  const at = new Map();
  numbers.forEach((row, r) => row.forEach((v, c) => {
    if (v <= 0) return;
    if (!at.has(v)) at.set(v, []);
    at.get(v).push([r, c]);
  }));
  return at;
}

function problems(at) {
  const once = [];
  const many = [];
  for (const [n, cells] of [...at].sort((a, b) => a[0] - b[0])) {
    if (cells.length === 1) once.push(n);
    else if (cells.length > 2) many.push([n, cells.length]);
  }
  return { once, many, bad: new Set([...once, ...many.map(([n]) => n)]) };
}

function listText(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function summaryOf(state) {
  const at = endpoints(state.numbers);
  const p = problems(at);
  const pairs = [...at.values()].filter((cells) => cells.length === 2).length;
  const head = `${state.width}×${state.height} grid; `;
  if (!at.size) return { text: `${head}no numbers yet. Click a cell and type a number; each number marks the two ends of a path.`, warn: false };
  const parts = [];
  if (p.once.length) {
    parts.push(`${p.once.length === 1 ? 'number' : 'numbers'} ${listText(p.once)} ${p.once.length === 1 ? 'appears' : 'appear'} only once`);
  }
  for (const [n, k] of p.many) parts.push(`number ${n} appears ${k} times`);
  if (parts.length) {
    const msg = `${head}${pairs} pair${pairs === 1 ? '' : 's'}, but ${listText(parts)}: each number must appear exactly twice (the two ends of its path).`;
    return { text: msg, warn: true };
  }
  return { text: `${head}${pairs} pair${pairs === 1 ? '' : 's'} (${[...at.keys()].sort((a, b) => a - b).join(', ')}).`, warn: false };
}

// Two solutions differ where a cell is on another path (or empty in one of them).
function diff(a, b) {
  return diffByCell(a.grid || [], b.grid || []);
}

// An end of a path: a disc in the pair's colour with the number on it.
function drawEnd(ctx, n, r, c, cell, { bad = false, ring = null } = {}) {
  const x = (c + 0.5) * cell;
  const y = (r + 0.5) * cell;
  const rad = cell * 0.38;
  ctx.beginPath();
  ctx.arc(x, y, rad, 0, Math.PI * 2);
  ctx.fillStyle = bad ? '#ffffff' : pairColor(n);
  ctx.fill();
  ctx.lineWidth = bad ? Math.max(2, cell / 12) : 1.5;
  ctx.strokeStyle = bad ? BAD : deepen(pairColor(n), 0.45);
  if (bad) ctx.setLineDash([Math.max(2, cell / 10), Math.max(2, cell / 14)]);
  ctx.stroke();
  ctx.setLineDash([]);
  if (ring) {
    ctx.beginPath();
    ctx.arc(x, y, rad + Math.max(2, cell / 14), 0, Math.PI * 2);
    ctx.lineWidth = 2;
    ctx.strokeStyle = ring;
    ctx.stroke();
  }
  if (cell >= 10) cellText(ctx, String(n), c * cell, r * cell, cell, { color: bad ? BAD : COLORS.text, weight: 700, scale: 0.5 });
}

// Paths through the cell centres, from the solution's "paths" member.
function paintSolution(ctx, sol, numbers, cell, isDiff) {
  const grid = sol.grid || [];
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  drawPlainGrid(ctx, { rows, cols, cell });
  if (isDiff) drawDiffMarks(ctx, rows, cols, cell, isDiff);
  const lw = Math.max(3, Math.round(cell * 0.3));
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const p of sol.paths || []) {
    const cells = Array.isArray(p.cells) ? p.cells : [];
    if (!cells.length) continue;
    const trace = () => {
      ctx.beginPath();
      cells.forEach(([x, y], i) => {
        const px = (x + 0.5) * cell;
        const py = (y + 0.5) * cell;
        if (i) ctx.lineTo(px, py); else ctx.moveTo(px, py);
      });
    };
    const color = pairColor(p.number | 0);
    trace();
    ctx.strokeStyle = deepen(color, 0.4);
    ctx.lineWidth = lw + 2;
    ctx.stroke();
    trace();
    ctx.strokeStyle = color;
    ctx.lineWidth = lw;
    ctx.stroke();
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const n = numbers && numbers[r] ? numbers[r][c] : 0;
      if (n > 0) drawEnd(ctx, n, r, c, cell);
    }
  }
}

// The puzzle being edited: the path ends as discs; unpaired numbers are marked.
function paintPuzzle(ctx, state, cell, cursor) {
  const at = endpoints(state.numbers);
  const { bad } = problems(at);
  // Cells of unpaired numbers get a red tint (under the grid lines).
  drawPlainGrid(ctx, {
    rows: state.height, cols: state.width, cell,
    fill: (r, c) => (bad.has(state.numbers[r][c]) ? BAD_FILL : COLORS.free),
  });
  // The partner of the number under the cursor gets a ring, so pairs are easy to find.
  const n = cursor ? state.numbers[cursor.r][cursor.c] : 0;
  const partner = n > 0 && !bad.has(n) ? n : null;
  for (const [k, cells] of at) {
    for (const [r, c] of cells) {
      const isCursor = cursor && r === cursor.r && c === cursor.c;
      drawEnd(ctx, k, r, c, cell, { bad: bad.has(k), ring: partner === k && !isCursor ? COLORS.cursor : null });
    }
  }
}

// What the solver did, under the board while a solution is shown.
function resultText(solution, describe, state) {
  const rule = solution.rule || describe.rule || state.rule;
  const turns = solution.turns || describe.turns || turnsOf(state.turns, ruleOf(rule));
  const used = (solution.grid || []).reduce((n, row) => n + row.filter((v) => v > 0).length, 0);
  const paths = (solution.paths || []).length;
  return `Rule applied: ${RULE_TEXT[rule] || rule}; ${TURNS_TEXT[turns] || turns}. ${paths} ${paths === 1 ? 'path uses' : 'paths use'} ${used} of ${state.width * state.height} cells.`;
}

// Whether the answer may change under the other turn convention. Under rule fill every solution
// without U-turns is a solution with them allowed, so only a verdict the other convention can
// change is checked: no solution or a unique one without U-turns, a unique one or several with
// them. Under rule free a U-turn can always be cut short: the choice never matters there.
// -> {options} to check the puzzle under, or null.
function otherRule(options, verdict) {
  if (!options || options.rule !== 'fill') return null;
  const strict = options.turns !== 'any';
  if (strict ? verdict === 'several' : verdict === 'none') return null;
  return { options: { rule: 'fill', turns: strict ? 'any' : 'no-u-turn' } };
}

// What the page says when the other convention was checked: verdict under the puzzle's own
// options, other under the other convention's ('none' | 'one' | 'several', null when the check
// stopped at its limit). -> {text, action?: {label, options}} or null when the answer is the
// same (the action: switch to options and show the answer there).
function otherRuleNote(options, verdict, other) {
  const strict = options.turns !== 'any';
  const to = { rule: 'fill', turns: strict ? 'any' : 'no-u-turn' };
  if (other === verdict) return null;
  if (strict) {
    const now = verdict === 'one' ? 'Unique as published (no U-turns).' : 'No solution without U-turns (as published).';
    if (other === null) return { text: `${now} With U-turns allowed: not checked (the check stopped at its limit).` };
    if (other === 'none') return null;
    if (verdict === 'one') {
      return { text: `${now} With U-turns allowed it has another solution.`, action: { label: 'Show it', options: to } };
    }
    return {
      text: `${now} With U-turns allowed it has ${other === 'one' ? 'one' : 'solutions'}.`,
      action: { label: other === 'one' ? 'Show it' : 'Show them', options: to },
    };
  }
  const now = verdict === 'one' ? 'Unique with U-turns allowed.' : 'Not unique with U-turns allowed.';
  if (other === null) return { text: `${now} As published (no U-turns): not checked (the check stopped at its limit).` };
  if (other === 'none') {
    return { text: `${now} As published (no U-turns) it has no solution: ${verdict === 'one' ? 'its solution turns back' : 'every solution turns back'}.` };
  }
  return { text: `${now} As published (no U-turns) it is unique.`, action: { label: 'Show it', options: to } };
}

// The state with the rule options `options` (the Rule box shows them).
function withOptions(state, options) {
  const rule = ruleOf(options.rule || state.rule);
  return { ...state, rule, turns: turnsOf(options.turns, rule) };
}

// The side column: the rule radios (one undo step each) and how the puzzle works.
function sidePanel(board, host) {
  const ruleFill = h('input', { type: 'radio', name: 'nl-rule', id: 'nl-rule-fill', value: 'fill' });
  const ruleFree = h('input', { type: 'radio', name: 'nl-rule', id: 'nl-rule-free', value: 'free' });
  for (const radio of [ruleFill, ruleFree]) {
    radio.addEventListener('change', () => {
      if (!radio.checked || board.state().rule === radio.value) return;
      // The turn convention follows the rule (as a file without a turns line does); one click away.
      board.edit('rule', (s) => { s.rule = radio.value; s.turns = defaultTurns(radio.value); });
      host.notify(`Rule: ${RULE_TEXT[radio.value]}; ${TURNS_TEXT[defaultTurns(radio.value)]}. Press Solve to solve with it.`);
    });
  }
  const turnsNo = h('input', { type: 'radio', name: 'nl-turns', id: 'nl-turns-no', value: 'no-u-turn' });
  const turnsAny = h('input', { type: 'radio', name: 'nl-turns', id: 'nl-turns-any', value: 'any' });
  for (const radio of [turnsNo, turnsAny]) {
    radio.addEventListener('change', () => {
      const s0 = board.state();
      if (!radio.checked || turnsOf(s0.turns, ruleOf(s0.rule)) === radio.value) return;
      board.edit('turns', (s) => { s.turns = radio.value; });
      host.notify(`Turns: ${TURNS_TEXT[radio.value]}. Press Solve to solve with it.`);
    });
  }
  return {
    panels: [
      h('fieldset', { class: 'nl-rule' },
        h('legend', {}, 'Rule'),
        h('fieldset', { class: 'nl-rule-group' },
          h('legend', {}, 'Cells'),
          h('label', {}, ruleFill, ' Every cell must be used (classic)'),
          h('label', {}, ruleFree, ' Cells may stay empty')),
        h('fieldset', { class: 'nl-rule-group', title: 'A U-turn: a line along three sides of a unit square' },
          h('legend', {}, 'Turns'),
          h('label', {}, turnsNo, ' Lines may not turn back (no U-turns, as published)'),
          h('label', {}, turnsAny, ' Lines may turn back (U-turns allowed)'))),
      h('fieldset', {},
        h('legend', {}, 'How it works'),
        h('p', { class: 'hint' },
          'Connect each pair of equal numbers with a path of orthogonal steps; paths never cross or share a cell. Numbers that do not come in pairs are marked in red.'),
        h('p', { class: 'hint' },
          'Import a puzz.link URL in the Import panel: numlin links open with cells allowed to stay empty, arukone links with every cell used and no U-turns. Export writes text or puzz.link (the genre that keeps the rule).')),
    ],
    show(state) {
      ruleFill.checked = state.rule !== 'free';
      ruleFree.checked = state.rule === 'free';
      const turns = turnsOf(state.turns, ruleOf(state.rule));
      turnsNo.checked = turns === 'no-u-turn';
      turnsAny.checked = turns === 'any';
    },
  };
}

const board = numberBoard({
  prefix: 'nl',
  field: 'numbers',
  noun: 'number',
  emptyState,
  aria: ['Numberlink puzzle', 'Numberlink grid. Arrow keys move the cursor, digits type a number, Backspace clears.'],
  unknown: false,
  // The module's limit; one digit at a time until the solver has loaded.
  maxValue: (state, limits) => (limits ? limits.numberlink.maxNumber : 9),
  paintPuzzle,
  paintSolution,
  resultText,
  summary: summaryOf,
  hint: 'Click a cell and type a number (or use the keys above; more digits make 10 and up); type the same number in a second cell for the other end. Backspace clears, arrow keys move.',
  side: sidePanel,
});

export default {
  name: 'numberlink',
  exportFormats: ['text', 'puzzlink'],
  emptyState,
  missing,
  fromImport,
  toPuzzle,
  createEditor: board.createEditor,
  diff,
  drawSolution: board.drawSolution,
  otherRule,
  otherRuleNote,
  withOptions,
};
