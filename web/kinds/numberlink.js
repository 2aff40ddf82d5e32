// Numberlink editor: type the path ends into cells; each number must appear exactly twice.
// Pairs share a colour, numbers that appear once or three or more times are flagged on the board
// and in a message. The puzzle goes to the solver as the numbers grid of FORMATS.md section 6
// ("W H", rows of numbers, 0 = empty) with the option rule=fill (every cell on a path) or
// rule=free (cells may stay empty). Solutions are drawn from the "paths" member as thick coloured
// lines through the cell centres.

import { h } from '../lib/dom.js';
import { sizeControls } from '../lib/size-controls.js';
import { COLORS, colorFor, fitCell, sizeCanvas } from '../lib/draw.js';
import {
  NumberGrid, numberKeypad, deepen, cellText, drawPlainGrid, drawDiffMarks,
  zeroRows, resizeNumbers, numbersText, rowsFrom,
} from '../lib/number-grid.js';

const MAX_SIDE = 200;     // the parser's limit (kMaxGridSide)
const MAX_NUMBER = 999;   // typing cap
const BAD = '#b4232c';
const BAD_FILL = '#fde2e4';
const RULE_TEXT = {
  fill: 'every cell lies on a path (rule=fill)',
  free: 'cells may stay empty (rule=free)',
};

const pairColor = (n) => colorFor(Math.max(0, n - 1));

// Null when the puzzle can go to the solver, else what the editor still lacks.
function missing(state) {
  return state.numbers.some((row) => row.some((v) => v !== 0)) ? null
    : 'There are no numbers yet: click a cell and type a number, then the same number in the cell it connects to.';
}

function emptyState() {
  return { width: 5, height: 5, numbers: zeroRows(5, 5), rule: 'fill' };
}

function toInput(state) {
  return { input: numbersText(state.width, state.height, state.numbers), options: { rule: state.rule === 'free' ? 'free' : 'fill' } };
}

function fromImport({ options, describe }) {
  const d = describe || {};
  const width = d.width | 0;
  const height = d.height | 0;
  if (width < 1 || height < 1) throw new Error('the Numberlink puzzle description has no grid size');
  const numbers = rowsFrom(d.numbers, width, height, 'number').map((row) => row.map((v) => Math.max(0, v)));
  const rule = (options && options.rule) || d.rule;
  return { width, height, numbers, rule: rule === 'free' ? 'free' : 'fill' };
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

function diff(a, b) {
  const ga = a.grid || [];
  const gb = b.grid || [];
  const cells = new Set();
  ga.forEach((row, y) => row.forEach((v, x) => {
    if (v !== (gb[y] ? gb[y][x] : undefined)) cells.add(y * 100000 + x);
  }));
  return { cells, count: cells.size };
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
function paintSolution(ctx, sol, numbers, cell, diffCells) {
  const grid = sol.grid || [];
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  drawPlainGrid(ctx, { rows, cols, cell });
  if (diffCells) drawDiffMarks(ctx, rows, cols, cell, (r, c) => diffCells.has(r * 100000 + c));
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

function solutionSize(sol) {
  const grid = sol.grid || [];
  return { rows: grid.length, cols: grid.length ? grid[0].length : 0 };
}

function drawSolution(canvas, sol, extra = {}) {
  const { rows, cols } = solutionSize(sol);
  const d = extra.describe || {};
  const avail = Math.min(canvas.parentElement ? canvas.parentElement.clientWidth || 320 : 320, 640);
  const cell = fitCell(cols, rows, avail, 420, 8, 40);
  const ctx = sizeCanvas(canvas, cols * cell, rows * cell);
  paintSolution(ctx, sol, d.numbers, cell, extra.diff && extra.diff.cells);
}

function createEditor(container, host) {
  let state = emptyState();
  let solution = null;
  let solutionExtra = {};
  const ro = !!host.readOnly;

  const canvas = h('canvas', {
    class: 'board',
    tabindex: '0',
    role: ro ? 'img' : 'application',
    'aria-label': ro ? 'Numberlink puzzle'
      : 'Numberlink grid. Arrow keys move the cursor, digits type a number, Backspace clears.',
  });
  const wrap = h('div', { class: 'canvas-wrap' }, canvas);
  const result = h('p', { class: 'pk-summary', id: 'nl-result', 'aria-live': 'polite', hidden: true });
  let cell = 32;

  const grid = new NumberGrid(canvas, {
    size: () => ({ rows: state.height, cols: state.width, cell }),
    get: (r, c) => state.numbers[r][c],
    set: (r, c, v) => {
      state.numbers[r][c] = v;
      solution = null;
      commit(v ? 'number' : 'clear number');
    },
    max: () => MAX_NUMBER,
    unknown: false,
    redraw: () => draw(),
    enabled: () => !ro,
  });

  function draw() {
    const avail = wrap.clientWidth || container.clientWidth || 600;
    const maxH = ro ? Math.max(160, window.innerHeight - 130) : 620;
    if (solution) {
      const { rows, cols } = solutionSize(solution);
      cell = fitCell(cols, rows, avail, maxH);
      const ctx = sizeCanvas(canvas, cols * cell, rows * cell);
      const d = solutionExtra.describe || {};
      paintSolution(ctx, solution, d.numbers || state.numbers, cell, solutionExtra.diff && solutionExtra.diff.cells);
      if (grid.focused) grid.drawCursor(ctx);
      const rule = solution.rule || d.rule || state.rule;
      const used = (solution.grid || []).reduce((n, row) => n + row.filter((v) => v > 0).length, 0);
      result.textContent = `Rule applied: ${RULE_TEXT[rule] || rule}. ${(solution.paths || []).length} paths use ${used} of ${state.width * state.height} cells.`;
      result.hidden = false;
      return;
    }
    result.hidden = true;
    cell = fitCell(state.width, state.height, avail, maxH);
    const ctx = sizeCanvas(canvas, state.width * cell, state.height * cell);
    const at = endpoints(state.numbers);
    const { bad } = problems(at);
    // Cells of unpaired numbers get a red tint (under the grid lines).
    drawPlainGrid(ctx, {
      rows: state.height, cols: state.width, cell,
      fill: (r, c) => (bad.has(state.numbers[r][c]) ? BAD_FILL : COLORS.free),
    });
    // The partner of the number under the cursor gets a ring, so pairs are easy to find.
    let partner = null;
    if (!ro && (grid.focused || grid.selected)) {
      grid.clampCursor();
      const n = state.numbers[grid.cursor.r][grid.cursor.c];
      if (n > 0 && !bad.has(n)) partner = n;
    }
    for (const [n, cells] of at) {
      for (const [r, c] of cells) {
        const isCursor = r === grid.cursor.r && c === grid.cursor.c;
        drawEnd(ctx, n, r, c, cell, { bad: bad.has(n), ring: partner === n && !isCursor ? COLORS.cursor : null });
      }
    }
    grid.drawCursor(ctx);
  }

  const ro_ = new ResizeObserver(() => draw());
  ro_.observe(wrap);

  function showSolution(sol, extra = {}) {
    solution = sol;
    solutionExtra = extra;
    draw();
  }

  if (ro) {
    container.append(h('div', { class: 'pk pk-ro nl' }, h('div', { class: 'pk-board' }, wrap, result)));
    draw();
    return {
      canvas,
      setState(s) { state = structuredClone(s); solution = null; draw(); },
      showSolution,
      destroy() { grid.destroy(); ro_.disconnect(); },
    };
  }

  const summary = h('p', { class: 'pk-summary', id: 'nl-summary', 'aria-live': 'polite' });
  const ruleFill = h('input', { type: 'radio', name: 'nl-rule', id: 'nl-rule-fill', value: 'fill' });
  const ruleFree = h('input', { type: 'radio', name: 'nl-rule', id: 'nl-rule-free', value: 'free' });
  function renderPanels() {
    size.show(state.width, state.height);
    ruleFill.checked = state.rule !== 'free';
    ruleFree.checked = state.rule === 'free';
    const s = summaryOf(state);
    summary.textContent = s.text;
    summary.classList.toggle('warn', s.warn);
  }

  function commit(what) {
    host.change(structuredClone(state), what);
    renderPanels();
    draw();
  }

  for (const radio of [ruleFill, ruleFree]) {
    radio.addEventListener('change', () => {
      if (!radio.checked || state.rule === radio.value) return;
      state.rule = radio.value;
      solution = null;
      commit('rule');
      host.notify(`Rule: ${RULE_TEXT[state.rule]}. Press Solve to solve with it.`);
    });
  }

  function clearAll() {
    if (!state.numbers.some((row) => row.some((v) => v !== 0))) return;
    state.numbers = zeroRows(state.width, state.height);
    solution = null;
    commit('clear all');
    host.notify('All numbers cleared. Undo brings them back.');
  }
  const size = sizeControls({
    maxSide: MAX_SIDE,
    ids: ['nl-width', 'nl-height'],
    current: () => state,
    onResize: (w, hgt) => {
      state = { ...state, width: w, height: hgt, numbers: resizeNumbers(state.numbers, w, hgt) };
      solution = null;
      commit('resize');
    },
    buttons: [h('button', { type: 'button', id: 'nl-clear', onclick: clearAll }, 'Clear numbers')],
  });

  const keypad = numberKeypad((k) => grid.key(k), { idPrefix: 'nl' });
  const compareHost = h('div', { class: 'pk-compare' });
  const boardPanel = h('div', { class: 'pk-board' },
    size.element,
    wrap,
    keypad,
    summary,
    result,
    h('p', { class: 'hint' }, 'Click a cell and type a number (or use the keys above; more digits make 10 and up); type the same number in a second cell for the other end. Backspace clears, arrow keys move.'),
    compareHost);
  const side = h('div', { class: 'pk-side' },
    h('fieldset', {},
      h('legend', {}, 'Rule'),
      h('label', {}, ruleFill, ' Every cell must be used (classic)'),
      h('label', {}, ruleFree, ' Cells may stay empty')),
    h('fieldset', {},
      h('legend', {}, 'How it works'),
      h('p', { class: 'hint' },
        'Connect each pair of equal numbers with a path of orthogonal steps; paths never cross or share a cell. Numbers that do not come in pairs are marked in red.'),
      h('p', { class: 'hint' },
        'Import a puzz.link URL (puzz.link/p?numlin/…) in the Import panel; Export writes text or puzz.link.')));
  container.append(h('div', { class: 'pk nl' }, boardPanel, side));
  renderPanels();
  draw();

  return {
    canvas,
    compareHost,
    setState(s) {
      state = structuredClone(s);
      solution = null;
      renderPanels();
      draw();
    },
    showSolution,
    destroy() { grid.destroy(); ro_.disconnect(); },
  };
}

export default {
  name: 'numberlink',
  title: 'Numberlink',
  exportFormats: ['text', 'puzzlink'],
  emptyState,
  missing,
  fromImport,
  toInput,
  createEditor,
  diff,
  drawSolution,
};
