// The on-screen keypad of the number grids (number-input.js): digits, optionally "?", and Clear,
// so touch screens without a keyboard can type too. `onKey(key)` gets '0'-'9', '?' or 'Delete'.

import { h } from './dom.js';

export function numberKeypad(onKey, { unknown = false, idPrefix = 'ng' } = {}) {
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
  if (unknown) keys.push('?');
  const buttons = keys.map((k) => h('button', {
    type: 'button', id: `${idPrefix}-key-${k === '?' ? 'q' : k}`,
    'aria-label': k === '?' ? 'Unknown clue (?)' : `Type ${k}`,
    onclick: () => onKey(k),
  }, k));
  buttons.push(h('button', {
    type: 'button', id: `${idPrefix}-key-clear`, 'aria-label': 'Clear the cell',
    onclick: () => onKey('Delete'),
  }, '⌫ Clear'));
  const pad = h('div', { class: 'row', role: 'group', 'aria-label': 'Keypad for the selected cell' }, buttons);
  pad.style.gap = '6px';
  for (const b of buttons) { b.style.minWidth = '2.75em'; b.style.padding = '4px 8px'; }
  return pad;
}
