// Packing / tiling editor: a board of free cells and walls, a piece editor, a piece list with
// per-piece copies/rotate/reflect, and the built-in presets (expanded by the wasm module).
// It writes the packing text format of solver/kinds/packing/FORMAT.md (board, blank line,
// `rules:` line, pieces with `piece:` lines where a piece needs them).

import { h, rebuild } from '../lib/dom.js';
import {
  COLORS, colorFor, diffByCell, diffTest, drawRegions, drawShape, fitCell, sizeCanvas, solutionCanvas,
} from '../lib/draw.js';
import { ToggleGrid } from '../lib/toggle-grid.js';
import { sizeControls } from '../lib/size-controls.js';

const MAX_SIDE = 100;       // board sides in the editor (the parser allows 200)
const MAX_PIECE_SIDE = 12;
const MAX_COUNT = 999;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const letterOf = (instance) => LETTERS[instance % LETTERS.length];

// Readable titles for the preset names the wasm module lists (M.kinds() "presets"); the list
// itself always comes from the module, and a name missing here is shown as it is.
const PRESET_TITLES = {
  'pentomino-6x10': 'Pentominoes, 6×10',
  'pentomino-5x12': 'Pentominoes, 5×12',
  'pentomino-4x15': 'Pentominoes, 4×15',
  'pentomino-3x20': 'Pentominoes, 3×20',
  'pentomino-8x8': 'Pentominoes, 8×8 minus centre',
  'tetromino-4x10': 'Tetrominoes ×2, 4×10',
  'tetromino-5x8': 'Tetrominoes ×2, 5×8',
  'hexomino-15x15': 'Hexominoes (all 35), 15×15 with a 3×5 hole',
  'tromino-l-3x4': 'L-trominoes ×4, 3×4',
};

const yesNo = (b) => (b ? 'yes' : 'no');

function blankRows(w, h, ch) {
  return Array.from({ length: h }, () => ch.repeat(w));
}

// Trims empty outer rows/columns of a piece drawing; [] when it has no cells.
export function trimShape(rows) {
  const ys = [];
  let x0 = Infinity;
  let x1 = -1;
  rows.forEach((row, y) => {
    const a = row.indexOf('#');
    if (a < 0) return;
    ys.push(y);
    x0 = Math.min(x0, a);
    x1 = Math.max(x1, row.lastIndexOf('#'));
  });
  if (!ys.length) return [];
  return rows.slice(ys[0], ys[ys.length - 1] + 1).map((r) => r.padEnd(x1 + 1, '.').slice(x0, x1 + 1));
}

function cellCount(rows) {
  let n = 0;
  for (const r of rows) for (const ch of r) if (ch === '#') n++;
  return n;
}

function setChar(str, i, ch) { return str.slice(0, i) + ch + str.slice(i + 1); }

function resizeRows(rows, w, h, fill) {
  const out = [];
  for (let y = 0; y < h; y++) {
    const row = (rows[y] || '').slice(0, w);
    out.push(row + fill.repeat(w - row.length));
  }
  return out;
}

function emptyState() {
  return { width: 10, height: 6, board: blankRows(10, 6, '.'), pieces: [], rotate: true, reflect: false, symmetry: false };
}

// What the editor still lacks before solving makes sense (said in words of the editor, not of
// the text format the parser would complain about); null when it can go to the solver.
function missing(state) {
  if (!state.board.some((row) => row.includes('.'))) return 'The board has no free cells: click cells to make them free (white) first.';
  if (!state.pieces.length) return 'There are no pieces yet: draw one in the piece editor and press Add piece, or pick a preset and press Load puzzle or Add its pieces.';
  return null;
}

function toInput(state) {
  const lines = [...state.board, '', `rules: rotate=${yesNo(state.rotate)} reflect=${yesNo(state.reflect)}`];
  const oneRow = state.board.length === 1;
  for (const p of state.pieces) {
    const rows = trimShape(p.rows);
    if (!rows.length) continue;
    const attrs = [];
    if (p.count !== 1) attrs.push(`count=${p.count}`);
    if (p.rotate !== state.rotate) attrs.push(`rotate=${yesNo(p.rotate)}`);
    if (p.reflect !== state.reflect) attrs.push(`reflect=${yesNo(p.reflect)}`);
    const gap = rows.some((r) => !r.includes('#'));
    if (attrs.length || gap || (oneRow && rows.length > 1)) lines.push(['piece:', ...attrs].join(' '));
    lines.push(...rows, '');
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  const options = {};
  if (state.symmetry) options.symmetry = '1';
  return { input: lines.join('\n'), options };
}

function fromImport({ options, describe }) {
  const d = describe || {};
  if (!Array.isArray(d.board) || !Array.isArray(d.pieces)) throw new Error('the packing puzzle description is incomplete');
  const width = d.width | 0;
  const board = resizeRows(d.board.map(String), width, d.board.length, '#');
  const defaults = d.defaults || {};
  return {
    width,
    height: board.length,
    board,
    pieces: d.pieces.map((p) => ({
      rows: (p.rows || []).map(String),
      count: Math.max(1, p.count | 0),
      rotate: !!p.rotate,
      reflect: !!p.reflect,
    })),
    rotate: defaults.rotate !== undefined ? !!defaults.rotate : true,
    reflect: !!defaults.reflect,
    symmetry: !!(options && (options.symmetry === '1' || options.symmetry === 'true')),
  };
}

// A key per cell naming the placement covering it (piece definition + its cells), so two
// solutions are compared by what is placed where, not by instance numbering.
function placementKeys(sol) {
  const grid = sol.grid || [];
  const keys = grid.map((row) => row.map(() => null));
  for (const pl of sol.placements || []) {
    const cells = (pl.cells || []).map(([x, y]) => `${x}.${y}`).sort().join(' ');
    const key = `${pl.definition}:${cells}`;
    for (const [x, y] of pl.cells || []) if (keys[y] && x < keys[y].length) keys[y][x] = key;
  }
  return keys;
}

function diff(a, b) {
  return diffByCell(placementKeys(a), placementKeys(b));
}

// Region/colour/letter accessors for a solution.
function solutionView(sol, extra = {}) {
  const grid = sol.grid || [];
  const text = String(sol.text || '').split('\n');
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  return {
    rows,
    cols,
    region: (r, c) => (grid[r][c] >= 0 ? grid[r][c] : null),
    fill: (r, c) => (grid[r][c] >= 0 ? colorFor(grid[r][c]) : COLORS.wall),
    letter: (r, c) => (text[r] && text[r][c] && text[r][c] !== '#' ? text[r][c] : letterOf(grid[r][c])),
    diff: diffTest(extra.diff),
  };
}

function drawSolution(canvas, sol, extra = {}) {
  const v = solutionView(sol, extra);
  const { ctx, cell } = solutionCanvas(canvas, v.cols, v.rows);
  drawRegions(ctx, { ...v, cell });
}

function createEditor(container, host) {
  let state = emptyState();
  let solution = null;
  let solutionExtra = {};
  let draft = blankRows(5, 5, '.');
  let editing = -1; // index of the piece being edited in the piece editor, -1 = new piece
  const ro = !!host.readOnly;

  // ---- board ----
  const canvas = h('canvas', {
    class: 'board',
    tabindex: '0',
    role: ro ? 'img' : 'application',
    'aria-label': ro ? 'Puzzle board' : 'Board editor. Arrow keys move the cursor, Space switches a cell between free and wall.',
  });
  const wrap = h('div', { class: 'canvas-wrap' }, canvas);
  let cell = 32;
  const boardGrid = new ToggleGrid(canvas, {
    size: () => ({ rows: state.height, cols: state.width, cell }),
    get: (r, c) => state.board[r][c] === '.',
    paint: (r, c, free) => {
      if (solution) showSolution(null);
      state.board[r] = setChar(state.board[r], c, free ? '.' : '#');
      draw();
    },
    commit: () => commit('board'),
    redraw: () => draw(),
    enabled: () => !ro,
  });

  function draw() {
    const avail = wrap.clientWidth || container.clientWidth || 600;
    const maxH = ro ? Math.max(160, window.innerHeight - 110) : 620;
    if (solution) {
      const v = solutionView(solution, solutionExtra);
      cell = fitCell(v.cols, v.rows, avail, maxH);
      const ctx = sizeCanvas(canvas, v.cols * cell, v.rows * cell);
      drawRegions(ctx, { ...v, cell });
      boardGrid.drawCursor(ctx, COLORS.cursor);
      return;
    }
    cell = fitCell(state.width, state.height, avail, maxH);
    const ctx = sizeCanvas(canvas, state.width * cell, state.height * cell);
    drawRegions(ctx, {
      rows: state.height,
      cols: state.width,
      cell,
      region: (r, c) => (state.board[r][c] === '.' ? 'free' : null),
      fill: (r, c) => (state.board[r][c] === '.' ? COLORS.free : COLORS.wall),
    });
    boardGrid.drawCursor(ctx, COLORS.cursor);
  }

  function commit(what) {
    host.change(structuredClone(state), what);
    renderPanels();
  }

  function showSolution(sol, extra = {}) {
    solution = sol;
    solutionExtra = extra;
    draw();
  }

  const ro_ = new ResizeObserver(() => draw());
  ro_.observe(wrap);

  if (ro) {
    container.append(h('div', { class: 'pk pk-ro' }, wrap));
    draw();
    return {
      canvas,
      setState(s) { state = structuredClone(s); solution = null; draw(); },
      showSolution,
      destroy() { boardGrid.destroy(); ro_.disconnect(); },
    };
  }

  // ---- size and fill controls ----
  const fillAll = (ch) => () => {
    state.board = blankRows(state.width, state.height, ch);
    showSolution(null);
    commit(ch === '.' ? 'all free' : 'all walls');
  };
  const boardSize = sizeControls({
    maxSide: MAX_SIDE,
    aria: 'Board',
    ids: ['pk-width', 'pk-height'],
    current: () => state,
    onResize: (w, hgt) => {
      state.board = resizeRows(state.board, w, hgt, '.');
      state.width = w;
      state.height = hgt;
      showSolution(null);
      commit('resize');
    },
    buttons: [
      h('button', { type: 'button', id: 'pk-all-free', onclick: fillAll('.') }, 'All free'),
      h('button', { type: 'button', id: 'pk-all-walls', onclick: fillAll('#') }, 'All walls'),
    ],
  });

  const summary = h('p', { class: 'pk-summary', 'aria-live': 'polite' });

  const boardPanel = h('div', { class: 'pk-board' },
    boardSize.element,
    wrap,
    summary,
    h('p', { class: 'hint' }, 'Click or drag to switch cells between free (white) and wall (dark).'));
  const compareHost = h('div', { class: 'pk-compare' });
  boardPanel.append(compareHost);

  // ---- rules ----
  const rotateAll = h('input', { type: 'checkbox', id: 'pk-rotate' });
  const reflectAll = h('input', { type: 'checkbox', id: 'pk-reflect' });
  const symmetry = h('input', { type: 'checkbox', id: 'pk-symmetry' });
  rotateAll.addEventListener('change', () => {
    state.rotate = rotateAll.checked;
    for (const p of state.pieces) p.rotate = state.rotate;
    commit('rotate');
  });
  reflectAll.addEventListener('change', () => {
    state.reflect = reflectAll.checked;
    for (const p of state.pieces) p.reflect = state.reflect;
    commit('reflect');
  });
  symmetry.addEventListener('change', () => { state.symmetry = symmetry.checked; commit('symmetry'); });

  // ---- presets ----
  const presetSelect = h('select', { id: 'pk-preset', 'aria-label': 'Preset', disabled: true },
    h('option', { value: '' }, 'Loading presets…'));
  // The presets are the ones the wasm module reports for this kind (host.kinds() resolves once
  // the solver has loaded).
  const presetsReady = typeof host.kinds === 'function' ? Promise.resolve().then(() => host.kinds()) : Promise.resolve([]);
  presetsReady.then((kinds) => {
    const me = (Array.isArray(kinds) ? kinds : []).find((k) => k && k.name === 'packing');
    const names = me && Array.isArray(me.presets) ? me.presets.map(String) : [];
    presetSelect.replaceChildren(...(names.length
      ? names.map((name) => h('option', { value: name }, PRESET_TITLES[name] || name))
      : [h('option', { value: '' }, 'No presets available')]));
    presetSelect.disabled = !names.length;
  }, () => {
    presetSelect.replaceChildren(h('option', { value: '' }, 'No presets (the solver did not load)'));
  });
  async function usePreset(mode) {
    const name = presetSelect.value;
    if (!name) { host.notify('The presets are not available yet: wait until the solver is ready.'); return; }
    let r;
    try {
      r = await host.parse('packing', '', { preset: name });
    } catch (e) {
      host.notify(`The preset could not be loaded: ${e.message}`);
      return;
    }
    if (r.error) { host.notify(`The preset could not be loaded: ${r.error.message}`); return; }
    const loaded = fromImport({ options: {}, describe: r.describe });
    if (mode === 'load') {
      state = loaded;
    } else {
      state.pieces.push(...loaded.pieces);
    }
    showSolution(null);
    commit(mode === 'load' ? 'preset' : 'preset pieces');
    host.notify(mode === 'load'
      ? `Loaded the preset "${presetSelect.selectedOptions[0].textContent}".`
      : `Added ${loaded.pieces.length} pieces from the preset.`);
  }

  // ---- piece editor ----
  const pieceCanvas = h('canvas', {
    class: 'piece-editor',
    tabindex: '0',
    role: 'application',
    'aria-label': 'Piece editor. Arrow keys move the cursor, Space adds or removes a cell.',
  });
  const pcell = 26;
  const pieceGrid = new ToggleGrid(pieceCanvas, {
    size: () => ({ rows: draft.length, cols: draft[0].length, cell: pcell }),
    get: (r, c) => draft[r][c] === '#',
    paint: (r, c, on) => { draft[r] = setChar(draft[r], c, on ? '#' : '.'); drawDraft(); },
    commit: () => drawDraft(),
    redraw: () => drawDraft(),
    enabled: () => true,
  });
  function drawDraft() {
    const rows = draft.length;
    const cols = draft[0].length;
    const ctx = sizeCanvas(pieceCanvas, cols * pcell, rows * pcell);
    const color = colorFor(editing >= 0 ? firstInstance(editing) : instanceTotal());
    drawRegions(ctx, {
      rows, cols, cell: pcell,
      region: (r, c) => (draft[r][c] === '#' ? 'p' : 'e'),
      fill: (r, c) => (draft[r][c] === '#' ? color : COLORS.empty),
    });
    pieceGrid.drawCursor(ctx, COLORS.cursor);
    addBtn.textContent = editing >= 0 ? `Update piece ${letterOf(firstInstance(editing))}` : 'Add piece';
    cancelEdit.hidden = editing < 0;
  }
  const addBtn = h('button', { type: 'button', id: 'pk-add-piece', class: 'primary-soft' }, 'Add piece');
  const cancelEdit = h('button', { type: 'button', hidden: true }, 'Cancel edit');
  addBtn.addEventListener('click', () => {
    const rows = trimShape(draft);
    if (!rows.length) { host.notify('Draw the piece first: click cells in the piece editor.'); return; }
    if (editing >= 0 && editing < state.pieces.length) {
      state.pieces[editing].rows = rows;
      editing = -1;
    } else {
      state.pieces.push({ rows, count: 1, rotate: state.rotate, reflect: state.reflect });
    }
    draft = blankRows(draft[0].length, draft.length, '.');
    showSolution(null);
    commit('piece');
    drawDraft();
  });
  cancelEdit.addEventListener('click', () => { editing = -1; draft = blankRows(draft[0].length, draft.length, '.'); drawDraft(); });
  const clearDraft = h('button', { type: 'button', onclick: () => { draft = blankRows(draft[0].length, draft.length, '.'); drawDraft(); } }, 'Clear');
  const draftSize = sizeControls({
    maxSide: MAX_PIECE_SIDE,
    aria: 'Piece grid',
    labels: ['W ', 'H '],
    current: () => ({ width: draft[0].length, height: draft.length }),
    onResize: (w, hgt) => { draft = resizeRows(draft, w, hgt, '.'); drawDraft(); },
    buttons: [clearDraft],
  });

  // ---- piece list ----
  const list = h('ol', { class: 'pk-pieces', 'aria-label': 'Pieces' });
  const firstInstance = (i) => state.pieces.slice(0, i).reduce((n, p) => n + p.count, 0);
  const instanceTotal = () => firstInstance(state.pieces.length);

  function pieceItem(p, i) {
    const first = firstInstance(i);
    const name = p.count > 1 ? `${letterOf(first)}–${letterOf(first + p.count - 1)}` : letterOf(first);
    const thumb = h('canvas', { class: 'thumb', role: 'img', 'aria-label': `${cellCount(p.rows)} cells` });
    drawShape(thumb, p.rows, colorFor(first));
    const count = h('input', { type: 'number', min: '1', max: String(MAX_COUNT), value: String(p.count), 'aria-label': `Copies of piece ${name}`, dataset: { focus: `count-${i}` } });
    count.addEventListener('change', () => {
      p.count = Math.max(1, Math.min(MAX_COUNT, count.value | 0));
      commit('count');
    });
    const rot = h('input', { type: 'checkbox', checked: p.rotate, dataset: { focus: `rot-${i}` } });
    rot.addEventListener('change', () => { p.rotate = rot.checked; commit('rotate piece'); });
    const refl = h('input', { type: 'checkbox', checked: p.reflect, dataset: { focus: `ref-${i}` } });
    refl.addEventListener('change', () => { p.reflect = refl.checked; commit('reflect piece'); });
    return h('li', { class: 'pk-piece' },
      thumb,
      h('span', { class: 'pk-name' }, name),
      h('label', { class: 'pk-count' }, '×', count),
      h('label', { title: 'May be rotated' }, rot, '↻'),
      h('label', { title: 'May be reflected (flipped)' }, refl, '⇋'),
      h('button', {
        type: 'button', class: 'small', 'aria-label': `Edit piece ${name}`, dataset: { focus: `edit-${i}` },
        onclick: () => {
          editing = i;
          const w = Math.max(5, p.rows[0].length);
          const hh = Math.max(5, p.rows.length);
          draft = resizeRows(p.rows, w, hh, '.');
          draftSize.show(w, hh);
          drawDraft();
          pieceCanvas.focus();
        },
      }, 'Edit'),
      h('button', {
        type: 'button', class: 'small', 'aria-label': `Remove piece ${name}`, dataset: { focus: `del-${i}` },
        onclick: () => {
          state.pieces.splice(i, 1);
          if (editing === i) editing = -1;
          else if (editing > i) editing--;
          showSolution(null);
          commit('remove piece');
          drawDraft();
        },
      }, '✕'));
  }

  function renderPanels() {
    boardSize.show(state.width, state.height);
    const allRot = state.pieces.length ? state.pieces.every((p) => p.rotate) : state.rotate;
    const noRot = state.pieces.length ? state.pieces.every((p) => !p.rotate) : !state.rotate;
    rotateAll.checked = allRot;
    rotateAll.indeterminate = !allRot && !noRot;
    const allRef = state.pieces.length ? state.pieces.every((p) => p.reflect) : state.reflect;
    const noRef = state.pieces.length ? state.pieces.every((p) => !p.reflect) : !state.reflect;
    reflectAll.checked = allRef;
    reflectAll.indeterminate = !allRef && !noRef;
    symmetry.checked = !!state.symmetry;
    rebuild(list, () => (state.pieces.length
      ? state.pieces.map(pieceItem)
      : [h('li', { class: 'pk-none' }, 'No pieces yet: draw one above or add a preset.')]));
    const free = state.board.reduce((n, r) => n + r.split('.').length - 1, 0);
    const covered = state.pieces.reduce((n, p) => n + p.count * cellCount(p.rows), 0);
    summary.textContent = `${state.width}×${state.height} board, ${free} free cells; ` +
      `${instanceTotal()} piece${instanceTotal() === 1 ? '' : 's'} covering ${covered} cells.`;
    summary.classList.toggle('warn', covered !== free && state.pieces.length > 0);
    const removeAll = container.querySelector('#pk-remove-all');
    if (removeAll) removeAll.disabled = state.pieces.length === 0;
  }

  const side = h('div', { class: 'pk-side' },
    h('fieldset', {},
      h('legend', {}, 'Rules'),
      h('label', {}, rotateAll, ' Pieces may rotate'),
      h('label', {}, reflectAll, ' Pieces may reflect'),
      h('label', { title: 'Count solutions that differ only by turning or flipping the whole board once' }, symmetry, ' Count up to symmetry')),
    h('fieldset', {},
      h('legend', {}, 'Presets'),
      presetSelect,
      h('div', { class: 'row' },
        h('button', { type: 'button', id: 'pk-load-preset', onclick: () => usePreset('load') }, 'Load puzzle'),
        h('button', { type: 'button', id: 'pk-add-preset', onclick: () => usePreset('add') }, 'Add its pieces'))),
    h('fieldset', {},
      h('legend', {}, 'Piece editor'),
      draftSize.element,
      h('div', { class: 'piece-wrap' }, pieceCanvas),
      h('div', { class: 'row' }, addBtn, cancelEdit)),
    h('fieldset', { class: 'pk-list' },
      h('legend', {}, 'Pieces'),
      list,
      h('button', {
        type: 'button', id: 'pk-remove-all', class: 'small',
        onclick: () => { state.pieces = []; editing = -1; showSolution(null); commit('remove all'); drawDraft(); },
      }, 'Remove all pieces')));

  container.append(h('div', { class: 'pk' }, boardPanel, side));
  renderPanels();
  drawDraft();
  draw();

  return {
    canvas,
    compareHost,
    setState(s) {
      state = structuredClone(s);
      solution = null;
      if (editing >= state.pieces.length) editing = -1;
      renderPanels();
      drawDraft();
      draw();
    },
    showSolution,
    destroy() { boardGrid.destroy(); pieceGrid.destroy(); ro_.disconnect(); },
  };
}

export default {
  name: 'packing',
  title: 'Packing / tiling',
  exportFormats: ['text'],
  emptyState,
  missing,
  fromImport,
  toInput,
  createEditor,
  diff,
  drawSolution,
};
