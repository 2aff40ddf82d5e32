// The Width / Height inputs (and a few buttons) above a grid editor: the board of every grid kind
// and the packing piece editor. `current()` gives the grid's {width, height}; onResize(w, h) runs
// with the size clamped to 1..maxSide(), only when it differs. maxSide() may be null (the
// solver's limits are not loaded yet): then a side may shrink but not grow. show(w, h) puts a size (after undo,
// import, editing another piece) back into the inputs without resizing anything.

import { h } from './dom.js';

export function sizeControls({
  maxSide, current, onResize, buttons = [], labels = ['Width ', 'Height '], aria = 'Grid', ids = [],
}) {
  const input = (i, what) => h('input', {
    type: 'number', min: '1', value: String(current()[what]), 'aria-label': `${aria} ${what}`,
    ...(ids[i] ? { id: ids[i] } : {}),
  });
  const wInput = input(0, 'width');
  const hInput = input(1, 'height');
  const clamp = (v, now) => Math.max(1, Math.min(maxSide() ?? now, v | 0));
  function apply() {
    const now = current();
    const w = clamp(wInput.value, now.width);
    const hgt = clamp(hInput.value, now.height);
    wInput.value = String(w);
    hInput.value = String(hgt);
    if (w !== now.width || hgt !== now.height) onResize(w, hgt);
  }
  wInput.addEventListener('change', apply);
  hInput.addEventListener('change', apply);
  return {
    element: h('div', { class: 'row pk-size' }, h('label', {}, labels[0], wInput), h('label', {}, labels[1], hInput), ...buttons),
    show(w, hgt) {
      const max = maxSide();
      if (max) { wInput.max = String(max); hInput.max = String(max); }
      wInput.value = String(w);
      hInput.value = String(hgt);
    },
  };
}
