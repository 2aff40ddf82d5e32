// The editor both "grid of numbers" kinds share (Shikaku clues, Numberlink path ends): the board
// canvas typed into with NumberGrid, a solution drawn over it, the read-only view of the embed
// page, the Width/Height row with a Clear button, the keypad, a summary line and the undo
// steps. A kind module gives what is its own: its state member, texts, how its puzzle and its
// solutions are drawn, and its side panel.
//
//   const board = numberBoard({
//     prefix: 'sk',                  DOM ids (sk-width, sk-summary, sk-key-1, …), CSS class
//     field: 'clues',                the state member holding the rows of numbers
//     noun: 'clue',                  for undo steps and texts ("clear clue", "Clear clues")
//     emptyState: () => state,       the state shown until the page sets one
//     aria: [readOnly, editing],     the board canvas's aria-label on the embed page / editor
//     unknown: bool,                 "?" may be typed (a key on the keypad too)
//     maxValue: (state, limits) => int,  typing cap; limits = M.limits(), null until loaded
//     paintPuzzle(ctx, state, cell, cursor),  the puzzle; cursor is {r, c} while shown, or null
//     paintSolution(ctx, solution, numbers, cell, isDiff),  isDiff(r, c) or null
//     resultText(solution, describe, state),  optional: a line under the board (id
//                                    <prefix>-result) while a solution is shown
//     summary(state) -> {text, warn},
//     hint: string,                  the help line under the board
//     side(board, host) -> {panels: [elements], show(state) optional},
//                                    the side column; board.state() is the current state and
//                                    board.edit(what, change) makes one undo step of change(state)
//   });
//   board.createEditor(container, host), board.drawSolution(canvas, solution, extra)
//                                    the kind module's members of the same names

import { h } from './dom.js';
import { sizeControls } from './size-controls.js';
import { diffTest, fitCell, sizeCanvas, solutionCanvas, boardRoom, followRoom } from './draw.js';
import { NumberGrid, UNKNOWN } from './number-input.js';
import { numberKeypad } from './keypad.js';
import { zeroRows, resizeNumbers } from './number-rows.js';

function solutionSize(sol) {
  const grid = sol.grid || [];
  return { rows: grid.length, cols: grid.length ? grid[0].length : 0 };
}

export function numberBoard(spec) {
  const { prefix: p, field, noun } = spec;

  function drawSolution(canvas, sol, extra = {}) {
    const { rows, cols } = solutionSize(sol);
    const { ctx, cell } = solutionCanvas(canvas, cols, rows);
    spec.paintSolution(ctx, sol, (extra.describe || {})[field], cell, diffTest(extra.diff));
  }

  function createEditor(container, host) {
    let state = spec.emptyState();
    let solution = null;
    let solutionExtra = {};
    const ro = !!host.readOnly;
    let renderPanels = () => {};  // the editing panels, once built (there are none read-only)

    const canvas = h('canvas', {
      class: 'board',
      tabindex: '0',
      role: ro ? 'img' : 'application',
      'aria-label': spec.aria[ro ? 0 : 1],
    });
    // The cursor cell in words after each key, said for screen readers (as in Play's boards).
    const said = h('p', { class: 'visually-hidden', id: `${p}-said`, role: 'status', 'aria-live': 'polite' });
    const wrap = h('div', { class: 'canvas-wrap' }, canvas, said);
    const result = spec.resultText
      ? h('p', { class: 'pk-summary', id: `${p}-result`, 'aria-live': 'polite', hidden: true }) : null;
    let cell = 32;

    // One undo step: change the state, drop the solution shown (it was for the old puzzle).
    function edit(what, change) {
      change(state);
      solution = null;
      host.change(structuredClone(state), what);
      renderPanels();
      draw();
    }

    const grid = new NumberGrid(canvas, {
      size: () => ({ rows: state.height, cols: state.width, cell }),
      get: (r, c) => state[field][r][c],
      said: ({ r, c }) => {
        const v = state[field][r][c];
        said.textContent = `Row ${r + 1}, column ${c + 1}: ${v === 0 ? `no ${noun}` : `${noun} ${v === UNKNOWN ? '?' : v}`}.`;
      },
      set: (r, c, v) => edit(v ? noun : `clear ${noun}`, (s) => { s[field][r][c] = v; }),
      max: () => spec.maxValue(state, host.limits()),
      unknown: !!spec.unknown,
      redraw: () => draw(),
      enabled: () => !ro,
    });

    function draw() {
      const avail = wrap.clientWidth || container.clientWidth || 600;
      const maxH = ro ? boardRoom(canvas, 620) : 620;
      if (result) result.hidden = !solution;
      if (solution) {
        const { rows, cols } = solutionSize(solution);
        cell = fitCell(cols, rows, avail, maxH);
        const ctx = sizeCanvas(canvas, cols * cell, rows * cell);
        const d = solutionExtra.describe || {};
        spec.paintSolution(ctx, solution, d[field] || state[field], cell, diffTest(solutionExtra.diff));
        if (grid.focused) grid.drawCursor(ctx);
        if (result) result.textContent = spec.resultText(solution, d, state);
        return;
      }
      cell = fitCell(state.width, state.height, avail, maxH);
      const ctx = sizeCanvas(canvas, state.width * cell, state.height * cell);
      spec.paintPuzzle(ctx, state, cell, grid.activeCell());
      grid.drawCursor(ctx);
    }

    const resize = new ResizeObserver(() => draw());
    resize.observe(wrap);
    followRoom(resize);

    const editor = {
      canvas,
      setState(s) {
        state = structuredClone(s);
        solution = null;
        renderPanels();
        draw();
      },
      showSolution(sol, extra = {}) {
        solution = sol;
        solutionExtra = extra;
        draw();
      },
      destroy() { grid.destroy(); resize.disconnect(); },
    };

    if (ro) {
      container.append(h('div', { class: `pk pk-ro ${p}` }, result ? h('div', { class: 'pk-board' }, wrap, result) : wrap));
      draw();
      return editor;
    }
    const panels = editingPanels(spec, host, { state: () => state, edit, key: (k) => grid.key(k), wrap, result });
    renderPanels = panels.render;
    container.append(panels.element);
    renderPanels();
    draw();
    return { ...editor, compareHost: panels.compareHost };
  }

  return { createEditor, drawSolution };
}

// What surrounds the board while editing: Width/Height with "Clear", the keypad, the summary
// line, the hint and the kind's side column.
//   board: {state(), edit(what, change), key(k), wrap, result} from createEditor
function editingPanels(spec, host, board) {
  const { prefix: p, field, noun } = spec;
  function clearAll() {
    if (!board.state()[field].some((row) => row.some((v) => v !== 0))) return;
    board.edit('clear all', (s) => { s[field] = zeroRows(s.width, s.height); });
    host.notify(`All ${noun}s cleared. Undo brings them back.`);
  }
  const size = sizeControls({
    maxSide: () => (host.limits() ? host.limits().maxGridSide : null),
    ids: [`${p}-width`, `${p}-height`],
    current: board.state,
    onResize: (w, hgt) => board.edit('resize', (s) => {
      s.width = w;
      s.height = hgt;
      s[field] = resizeNumbers(s[field], w, hgt);
    }),
    buttons: [h('button', { type: 'button', id: `${p}-clear`, onclick: clearAll }, `Clear ${noun}s`)],
  });
  const summary = h('p', { class: 'pk-summary', id: `${p}-summary`, 'aria-live': 'polite' });
  const side = spec.side({ state: board.state, edit: board.edit }, host);
  const compareHost = h('div', { class: 'pk-compare' });
  const boardPanel = h('div', { class: 'pk-board' },
    size.element,
    board.wrap,
    numberKeypad(board.key, { unknown: !!spec.unknown, idPrefix: p }),
    summary,
    board.result,
    h('p', { class: 'hint' }, spec.hint),
    compareHost);
  return {
    element: h('div', { class: `pk ${p}` }, boardPanel, h('div', { class: 'pk-side' }, side.panels)),
    compareHost,
    render() {
      const state = board.state();
      size.show(state.width, state.height);
      if (side.show) side.show(state);
      const s = spec.summary(state);
      summary.textContent = s.text;
      summary.classList.toggle('warn', s.warn);
    },
  };
}
