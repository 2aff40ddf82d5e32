// The buttons around the board in Play: undo/redo of moves, Check, Hint, Reveal (behind an inline
// confirmation, so nothing is given away by a slip) and Restart.
import { h, setEnabled } from '../lib/dom.js';

// actions: {undo, redo, check, hint, reveal, restart}; -> {element, board, said (a live region
// for what a move did), set(enabled map)}
export function playToolbar(actions) {
  const button = (id, label, onclick, title) => h('button', { type: 'button', id, onclick, title }, label);
  // The question takes the place of Check, Hint and Reveal while it is asked, so the bar (and an
  // embed's fixed-height frame) does not grow a row.
  const ask = (on) => {
    confirm.hidden = !on;
    for (const b of [buttons.check, buttons.hint, buttons.reveal]) b.hidden = on;
  };
  const confirm = h('span', { class: 'play-confirm', hidden: true, role: 'group', 'aria-label': 'Reveal the solution?' },
    'Reveal it? ',  // short: in the place of the three buttons
    button('play-reveal-yes', 'Yes', () => { ask(false); actions.reveal(); }, 'Show the solution'),
    button('play-reveal-no', 'No', () => { ask(false); buttons.reveal.focus(); }, 'Keep playing'));
  const buttons = {
    undo: button('play-undo', '↶ Undo', actions.undo, 'Undo the last move (Ctrl+Z)'),
    redo: button('play-redo', '↷ Redo', actions.redo, 'Redo (Ctrl+Y)'),
    check: button('play-check', 'Check', actions.check, 'Flag the marks that agree with no solution'),
    hint: button('play-hint', 'Hint', actions.hint, 'Show the next step that is forced, with its reason; press again to place it'),
    reveal: button('play-reveal', 'Reveal', () => { ask(true); confirm.querySelector('button').focus(); }, 'Show the solution'),
    restart: button('play-restart', 'Restart', actions.restart, 'Clear the board and the clock'),
  };
  const board = h('div', { class: 'play-board' });
  const said = h('p', { class: 'visually-hidden', id: 'play-said', role: 'status', 'aria-live': 'polite' });
  const element = h('div', { class: 'play-inner' },
    h('div', { class: 'playbar', role: 'toolbar', 'aria-label': 'Play' },
      buttons.check, buttons.hint, buttons.reveal, confirm, h('span', { class: 'play-gap' }),
      buttons.undo, buttons.redo, buttons.restart),
    board, said);
  return {
    element,
    board,
    said,
    set(enabled) {
      for (const [k, on] of Object.entries(enabled)) setEnabled(buttons[k], on);
    },
  };
}
