// The packing piece list: a thumbnail per piece with its copies, may rotate, may reflect, Edit
// (into the piece editor) and Remove; and Remove all pieces.
//   ed: {state, host, commit(what), clearSolution()}; draft: the piece editor (draft.js)

import { h, rebuild } from '../../lib/dom.js';
import { colorFor, drawShape } from '../../lib/draw.js';
import { cellCount, firstInstance, pieceName } from './rows.js';

export function pieceList(ed, draft) {
  // The piece's copies may not grow past the module's limit (nor at all before it has loaded).
  function clampCount(p, value) {
    const limits = ed.host.limits();
    return Math.max(1, Math.min(limits ? limits.packing.maxPieceCount : p.count, value | 0));
  }

  function remove(i) {
    ed.state.pieces.splice(i, 1);
    draft.forget(i);
    ed.clearSolution();
    ed.commit('remove piece');
  }

  function pieceItem(p, i) {
    const at = firstInstance(ed.state.pieces, i);
    const name = pieceName(ed.state.pieces, i, at);
    const thumb = h('canvas', { class: 'thumb', role: 'img', 'aria-label': `${cellCount(p.rows)} cells` });
    drawShape(thumb, p.rows, colorFor(at));
    const count = h('input', { type: 'number', min: '1', value: String(p.count), 'aria-label': `Copies of piece ${name}`, dataset: { focus: `count-${i}` } });
    count.addEventListener('change', () => { p.count = clampCount(p, count.value); ed.commit('count'); });
    const rot = h('input', { type: 'checkbox', checked: p.rotate, 'aria-label': `Piece ${name} may rotate`, dataset: { focus: `rot-${i}` } });
    rot.addEventListener('change', () => { p.rotate = rot.checked; ed.commit('rotate piece'); });
    const refl = h('input', { type: 'checkbox', checked: p.reflect, 'aria-label': `Piece ${name} may reflect`, dataset: { focus: `ref-${i}` } });
    refl.addEventListener('change', () => { p.reflect = refl.checked; ed.commit('reflect piece'); });
    return h('li', { class: 'pk-piece' },
      thumb,
      h('span', { class: 'pk-name' }, name),
      h('label', { class: 'pk-count' }, '×', count),
      h('label', { title: 'May be rotated' }, rot, '↻'),
      h('label', { title: 'May be reflected (flipped)' }, refl, '⇋'),
      h('button', { type: 'button', class: 'small', 'aria-label': `Edit piece ${name}`, dataset: { focus: `edit-${i}` }, onclick: () => draft.edit(i) }, 'Edit'),
      h('button', { type: 'button', class: 'small', 'aria-label': `Remove piece ${name}`, dataset: { focus: `del-${i}` }, onclick: () => remove(i) }, '✕'));
  }

  const list = h('ol', { class: 'pk-pieces', 'aria-label': 'Pieces' });
  const removeAll = h('button', {
    type: 'button', id: 'pk-remove-all', class: 'small',
    onclick: () => { ed.state.pieces = []; draft.forget(-1); ed.clearSolution(); ed.commit('remove all'); },
  }, 'Remove all pieces');

  return {
    element: h('fieldset', { class: 'pk-list' }, h('legend', {}, 'Pieces'), list, removeAll),
    render() {
      rebuild(list, () => (ed.state.pieces.length
        ? ed.state.pieces.map(pieceItem)
        : [h('li', { class: 'pk-none' }, 'No pieces yet: draw one above or add a preset.')]));
      removeAll.disabled = ed.state.pieces.length === 0;
    },
  };
}
