// The Width / Height inputs (and a few buttons) above a grid editor: the board of every grid kind
// and the packing piece editor. `current()` gives the grid's {width, height}; onResize(w, h) runs
// with the size clamped to 1..maxSide, only when it differs. show(w, h) puts a size (after undo,
// import, editing another piece) back into the inputs without resizing anything.

import { h } from './dom.js';

export function sizeControls({
  maxSide, current, onResize, buttons = [], labels = ['Width ', 'Height '], aria = 'Grid', ids = [],
}) {
  const input = (i, what) => h('input', {
    type: 'number', min: '1', max: String(maxSide), value: String(current()[what]), 'aria-label': `${aria} ${what}`,
    ...(ids[i] ? { id: ids[i] } : {}),
  });
  const wInput = input(0, 'width');
  const hInput = input(1, 'height');
  const clamp = (v) => Math.max(1, Math.min(maxSide, v | 0));
  function apply() {
    const w = clamp(wInput.value);
    const hgt = clamp(hInput.value);
    wInput.value = String(w);
    hInput.value = String(hgt);
    const now = current();
    if (w !== now.width || hgt !== now.height) onResize(w, hgt);
  }
  wInput.addEventListener('change', apply);
  hInput.addEventListener('change', apply);
  return {
    element: h('div', { class: 'row pk-size' }, h('label', {}, labels[0], wInput), h('label', {}, labels[1], hInput), ...buttons),
    show(w, hgt) {
      wInput.value = String(w);
      hInput.value = String(hgt);
    },
  };
}
