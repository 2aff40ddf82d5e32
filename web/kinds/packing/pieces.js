// The packing piece editor (a small grid to draw a piece on; Add piece / Update piece) and the
// piece list (a thumbnail per piece with copies, may rotate, may reflect, Edit and Remove).
//   ed: {state, host, commit(what), clearSolution()} shared by the editor's panels

import { h, rebuild } from '../../lib/dom.js';
import { COLORS, colorFor, drawRegions, drawShape, sizeCanvas } from '../../lib/draw.js';
import { ToggleGrid } from '../../lib/toggle-grid.js';
import { sizeControls } from '../../lib/size-controls.js';
import { blankRows, cellCount, firstInstance, letterOf, resizeRows, setChar, trimShape } from './rows.js';

// The drawing area of the piece editor: a convenience of this editor, not a format limit (a
// piece as large as the board can come from a file or a preset).
const MAX_DRAFT_SIDE = 12;
const CELL = 26;

export function piecesPanels(ed) {
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
    addBtn.textContent = editing >= 0 ? `Update piece ${letterOf(first(editing))}` : 'Add piece';
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

  function remove(i) {
    ed.state.pieces.splice(i, 1);
    if (editing === i) editing = -1;
    else if (editing > i) editing--;
    ed.clearSolution();
    ed.commit('remove piece');
    drawDraft();
  }

  // The piece's copies may not grow past the module's limit (nor at all before it has loaded).
  function clampCount(p, value) {
    const limits = ed.host.limits();
    return Math.max(1, Math.min(limits ? limits.packing.maxPieceCount : p.count, value | 0));
  }

  function pieceItem(p, i) {
    const at = first(i);
    const name = p.count > 1 ? `${letterOf(at)}–${letterOf(at + p.count - 1)}` : letterOf(at);
    const thumb = h('canvas', { class: 'thumb', role: 'img', 'aria-label': `${cellCount(p.rows)} cells` });
    drawShape(thumb, p.rows, colorFor(at));
    const count = h('input', { type: 'number', min: '1', value: String(p.count), 'aria-label': `Copies of piece ${name}`, dataset: { focus: `count-${i}` } });
    count.addEventListener('change', () => { p.count = clampCount(p, count.value); ed.commit('count'); });
    const rot = h('input', { type: 'checkbox', checked: p.rotate, dataset: { focus: `rot-${i}` } });
    rot.addEventListener('change', () => { p.rotate = rot.checked; ed.commit('rotate piece'); });
    const refl = h('input', { type: 'checkbox', checked: p.reflect, dataset: { focus: `ref-${i}` } });
    refl.addEventListener('change', () => { p.reflect = refl.checked; ed.commit('reflect piece'); });
    return h('li', { class: 'pk-piece' },
      thumb,
      h('span', { class: 'pk-name' }, name),
      h('label', { class: 'pk-count' }, '×', count),
      h('label', { title: 'May be rotated' }, rot, '↻'),
      h('label', { title: 'May be reflected (flipped)' }, refl, '⇋'),
      h('button', { type: 'button', class: 'small', 'aria-label': `Edit piece ${name}`, dataset: { focus: `edit-${i}` }, onclick: () => edit(i) }, 'Edit'),
      h('button', { type: 'button', class: 'small', 'aria-label': `Remove piece ${name}`, dataset: { focus: `del-${i}` }, onclick: () => remove(i) }, '✕'));
  }

  const list = h('ol', { class: 'pk-pieces', 'aria-label': 'Pieces' });
  const removeAll = h('button', {
    type: 'button', id: 'pk-remove-all', class: 'small',
    onclick: () => { ed.state.pieces = []; editing = -1; ed.clearSolution(); ed.commit('remove all'); drawDraft(); },
  }, 'Remove all pieces');

  return {
    editorElement: h('fieldset', {},
      h('legend', {}, 'Piece editor'),
      draftSize.element,
      h('div', { class: 'piece-wrap' }, canvas),
      h('div', { class: 'row' }, addBtn, cancelEdit)),
    listElement: h('fieldset', { class: 'pk-list' }, h('legend', {}, 'Pieces'), list, removeAll),
    render() {
      if (editing >= ed.state.pieces.length) editing = -1;
      rebuild(list, () => (ed.state.pieces.length
        ? ed.state.pieces.map(pieceItem)
        : [h('li', { class: 'pk-none' }, 'No pieces yet: draw one above or add a preset.')]));
      removeAll.disabled = ed.state.pieces.length === 0;
      drawDraft();
    },
    destroy() { grid.destroy(); },
  };
}
