// The packing board: a canvas of free cells and walls (click or drag to switch them), a solution
// drawn over it, and, when editable, the Width/Height/fill row and the summary line under it.
//   ed: {state, host, commit(what)} shared by the editor's panels (see ../packing.js)

import { h } from '../../lib/dom.js';
import { COLORS, drawRegions, fitCell, sizeCanvas, boardRoom, followRoom } from '../../lib/draw.js';
import { ToggleGrid } from '../../lib/toggle-grid.js';
import { sizeControls } from '../../lib/size-controls.js';
import { blankRows, cellCount, firstInstance, resizeRows, setChar } from './rows.js';
import { solutionView } from './view.js';

export function boardPanel(ed, container) {
  const ro = !!ed.host.readOnly;
  let solution = null;
  let solutionExtra = {};
  let cell = 32;
  let picture = null;  // pieces-picture.js, read-only boards only
  const canvas = h('canvas', {
    class: 'board',
    tabindex: '0',
    role: ro ? 'img' : 'application',
    'aria-label': ro ? 'Puzzle board' : 'Board editor. Arrow keys move the cursor, Space switches a cell between free and wall.',
  });
  const wrap = h('div', { class: 'canvas-wrap' }, canvas);
  const grid = new ToggleGrid(canvas, {
    size: () => ({ rows: ed.state.height, cols: ed.state.width, cell }),
    get: (r, c) => ed.state.board[r][c] === '.',
    paint: (r, c, free) => {
      solution = null;
      ed.state.board[r] = setChar(ed.state.board[r], c, free ? '.' : '#');
      draw();
    },
    commit: () => ed.commit('board'),
    redraw: () => draw(),
    enabled: () => !ro,
  });

  function draw() {
    const avail = wrap.clientWidth || container.clientWidth || 600;
    const maxH = ro ? boardRoom(canvas, 620) : 620;
    const { state } = ed;
    if (ro && !solution && picture && state.pieces.length) {
      const fit = picture.fitPicture(state, avail, maxH);
      cell = fit.cell;
      picture.drawPicture(sizeCanvas(canvas, fit.width, fit.height), state, fit);
      return;
    }
    if (solution) {
      const v = solutionView(solution, solutionExtra);
      cell = fitCell(v.cols, v.rows, avail, maxH);
      const ctx = sizeCanvas(canvas, v.cols * cell, v.rows * cell);
      drawRegions(ctx, { ...v, cell });
      grid.drawCursor(ctx, COLORS.cursor);
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
    grid.drawCursor(ctx, COLORS.cursor);
  }

  function showSolution(sol, extra = {}) {
    solution = sol;
    solutionExtra = extra;
    draw();
  }

  const resize = new ResizeObserver(() => draw());
  resize.observe(wrap);
  followRoom(resize);
  const panel = {
    canvas,
    element: wrap,
    showSolution,
    render() {},
    destroy() { grid.destroy(); resize.disconnect(); },
  };
  if (ro) {
    // Read-only (the embed page, the puzzle PNG): the pieces are drawn under the board, by a
    // module the editing page never loads. panel.ready: settled once that picture can be drawn.
    panel.ready = import('./pieces-picture.js').then((m) => { picture = m; draw(); }, () => {});
    return panel;
  }

  // One undo step that replaces the board rows.
  function setBoard(what, rows, w = ed.state.width, hgt = ed.state.height) {
    Object.assign(ed.state, { board: rows, width: w, height: hgt });
    showSolution(null);
    ed.commit(what);
  }
  const size = sizeControls({
    maxSide: () => (ed.host.limits() ? ed.host.limits().maxGridSide : null),
    aria: 'Board',
    ids: ['pk-width', 'pk-height'],
    current: () => ed.state,
    onResize: (w, hgt) => setBoard('resize', resizeRows(ed.state.board, w, hgt, '.'), w, hgt),
    buttons: [
      h('button', { type: 'button', id: 'pk-all-free', onclick: () => setBoard('all free', blankRows(ed.state.width, ed.state.height, '.')) }, 'All free'),
      h('button', { type: 'button', id: 'pk-all-walls', onclick: () => setBoard('all walls', blankRows(ed.state.width, ed.state.height, '#')) }, 'All walls'),
    ],
  });
  const summary = h('p', { class: 'pk-summary', 'aria-live': 'polite' });
  panel.compareHost = h('div', { class: 'pk-compare' });
  panel.element = h('div', { class: 'pk-board' },
    size.element,
    wrap,
    summary,
    h('p', { class: 'hint' }, 'Click or drag to switch cells between free (white) and wall (dark); on a touch screen tap a cell, or hold, then drag.'),
    panel.compareHost);
  panel.render = () => {
    const { state } = ed;
    size.show(state.width, state.height);
    const free = state.board.reduce((n, r) => n + r.split('.').length - 1, 0);
    const covered = state.pieces.reduce((n, p) => n + p.count * cellCount(p.rows), 0);
    const instances = firstInstance(state.pieces, state.pieces.length);
    summary.textContent = `${state.width}×${state.height} board, ${free} free cells; ` +
      `${instances} piece${instances === 1 ? '' : 's'} covering ${covered} cells.`;
    summary.classList.toggle('warn', covered !== free && state.pieces.length > 0);
  };
  return panel;
}
