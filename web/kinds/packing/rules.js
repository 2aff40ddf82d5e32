// The packing "Rules" fieldset: may pieces rotate / reflect (for all pieces at once; a mixed set
// shows as indeterminate) and whether solutions that are images of each other under the board's
// symmetry count as one (the solve option symmetry=1: counting, Next and Unique? all go by it).

import { h } from '../../lib/dom.js';

export function rulesPanel(ed) {
  const rotateAll = h('input', { type: 'checkbox', id: 'pk-rotate' });
  const reflectAll = h('input', { type: 'checkbox', id: 'pk-reflect' });
  const symmetry = h('input', { type: 'checkbox', id: 'pk-symmetry' });
  for (const [box, rule] of [[rotateAll, 'rotate'], [reflectAll, 'reflect']]) {
    box.addEventListener('change', () => {
      ed.state[rule] = box.checked;
      for (const p of ed.state.pieces) p[rule] = box.checked;
      ed.commit(rule);
    });
  }
  symmetry.addEventListener('change', () => { ed.state.symmetry = symmetry.checked; ed.commit('symmetry'); });

  // Checked when every piece may, indeterminate when some may (the puzzle default with no pieces).
  function show(box, rule) {
    const { pieces } = ed.state;
    const all = pieces.length ? pieces.every((p) => p[rule]) : ed.state[rule];
    const none = pieces.length ? pieces.every((p) => !p[rule]) : !ed.state[rule];
    box.checked = all;
    box.indeterminate = !all && !none;
  }

  return {
    element: h('fieldset', {},
      h('legend', {}, 'Rules'),
      h('label', {}, rotateAll, ' Pieces may rotate'),
      h('label', {}, reflectAll, ' Pieces may reflect'),
      h('label', { title: 'Solutions that are the same after turning or flipping the whole board count once; Unique? looks for one that is not such an image of the first' }, symmetry, ' Treat rotated or mirrored solutions as the same')),
    render() {
      show(rotateAll, 'rotate');
      show(reflectAll, 'reflect');
      symmetry.checked = !!ed.state.symmetry;
    },
  };
}
