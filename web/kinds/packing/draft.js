// The packing piece editor: a small grid to draw a piece on, Add piece (or Update piece while
// one from the list is being edited), Cancel edit, Clear and the W/H of the drawing area.
//   ed: {state, host, commit(what), clearSolution()} shared by the editor's panels (../packing.js)

import { h } from '../../lib/dom.js';
import { COLORS, colorFor, drawRegions, sizeCanvas } from '../../lib/draw.js';
import { ToggleGrid } from '../../lib/toggle-grid.js';
import { sizeControls } from '../../lib/size-controls.js';
import { blankRows, firstInstance, pieceName, resizeRows, setChar, trimShape } from './rows.js';

// The drawing area: a convenience of this editor, not a format limit (a piece as large as the
// board can come from a file or a preset).
const MAX_DRAFT_SIDE = 12;
const CELL = 26;

// -> {element, edit(i), forget(i), render(), destroy()}: edit(i) loads piece i for editing,
// forget(i) says piece i was removed (-1: all of them).
export function draftPanel(ed) {
  let draft = blankRows(5, 5, '.');
  let editing = -1; // index of the piece being edited, -1 = a new piece
  const first = (i) => firstInstance(ed.state.pieces, i);

  const canvas = h('canvas', {
    class: 'piece-editor',
    tabindex: '0',
    role: 'application',
    'aria-label': 'Piece editor. Arrow keys move the cursor, Space adds or removes a cell.',
  });
  const grid = new ToggleGrid(canvas, {
    size: () => ({ rows: draft.length, cols: draft[0].length, cell: CELL }),
    get: (r, c) => draft[r][c] === '#',
    paint: (r, c, on) => { draft[r] = setChar(draft[r], c, on ? '#' : '.'); drawDraft(); },
    commit: () => drawDraft(),
    redraw: () => drawDraft(),
    enabled: () => true,
  });
  const addBtn = h('button', { type: 'button', id: 'pk-add-piece', class: 'primary-soft', onclick: addOrUpdate }, 'Add piece');
  const cancelEdit = h('button', { type: 'button', hidden: true, onclick: () => { editing = -1; clearDraft(); } }, 'Cancel edit');
  const draftSize = sizeControls({
    maxSide: () => MAX_DRAFT_SIDE,
    aria: 'Piece grid',
    labels: ['W ', 'H '],
    current: () => ({ width: draft[0].length, height: draft.length }),
    onResize: (w, hgt) => { draft = resizeRows(draft, w, hgt, '.'); drawDraft(); },
    buttons: [h('button', { type: 'button', onclick: clearDraft }, 'Clear')],
  });

  function drawDraft() {
    const rows = draft.length;
    const cols = draft[0].length;
    const ctx = sizeCanvas(canvas, cols * CELL, rows * CELL);
    const color = colorFor(first(editing >= 0 ? editing : ed.state.pieces.length));
    drawRegions(ctx, {
      rows, cols, cell: CELL,
      region: (r, c) => (draft[r][c] === '#' ? 'p' : 'e'),
      fill: (r, c) => (draft[r][c] === '#' ? color : COLORS.empty),
    });
    grid.drawCursor(ctx, COLORS.cursor);
    addBtn.textContent = editing >= 0 ? `Update piece ${pieceName(ed.state.pieces, editing, first(editing))}` : 'Add piece';
    cancelEdit.hidden = editing < 0;
  }

  function clearDraft() {
    draft = blankRows(draft[0].length, draft.length, '.');
    drawDraft();
  }

  function addOrUpdate() {
    const rows = trimShape(draft);
    if (!rows.length) { ed.host.notify('Draw the piece first: click cells in the piece editor.'); return; }
    if (editing >= 0 && editing < ed.state.pieces.length) {
      ed.state.pieces[editing].rows = rows;
      editing = -1;
    } else {
      ed.state.pieces.push({ rows, count: 1, rotate: ed.state.rotate, reflect: ed.state.reflect });
    }
    ed.clearSolution();
    ed.commit('piece');
    clearDraft();
  }

  function edit(i) {
    const p = ed.state.pieces[i];
    editing = i;
    const w = Math.max(5, p.rows[0].length);
    const hh = Math.max(5, p.rows.length);
    draft = resizeRows(p.rows, w, hh, '.');
    draftSize.show(w, hh);
    drawDraft();
    canvas.focus();
  }

  function forget(i) {
    if (i < 0 || editing === i) editing = -1;
    else if (editing > i) editing--;
  }

  return {
    element: h('fieldset', {},
      h('legend', {}, 'Piece editor'),
      draftSize.element,
      h('div', { class: 'piece-wrap' }, canvas),
      h('div', { class: 'row' }, addBtn, cancelEdit)),
    edit,
    forget,
    render() {
      if (editing >= ed.state.pieces.length) editing = -1;
      drawDraft();
    },
    destroy() { grid.destroy(); },
  };
}
