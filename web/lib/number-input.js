// "Click a cell and type a number" editing for grids of numbers (Shikaku clues, Numberlink
// endpoints). The keypad is in keypad.js, the drawing helpers in number-draw.js.
//
// Input: a click or tap selects a cell; digits type into it (typing more digits into the same
// cell appends: "1" then "2" gives 12, and a digit that would pass the cap starts over);
// 0 on an empty entry, Backspace and Delete clear the cell; "?" enters an unknown clue (when
// allowed); arrow keys, Home and End move; Tab leaves the board. An on-screen keypad
// (numberKeypad) sends the same keys, so touch screens without a keyboard work too.
//
//   new NumberGrid(canvas, {
//     size: () => ({rows, cols, cell, ox, oy}),  current geometry (CSS px)
//     get: (r, c) => int,                         0 empty, UNKNOWN for "?"
//     said: ({r, c}) => void,                     optional: say the cursor cell (after each key)
//     set: (r, c, value) => void,                 one edit (the caller commits and redraws)
//     max: () => int,                             largest value typing may produce
//     unknown: bool,                              "?" allowed
//     redraw: () => void,                         cursor or focus changed
//     enabled: () => bool,
//   })

import { listen } from './dom.js';
import { COLORS, pressedCell } from './draw.js';

// A "?" clue: the value describe() gives it and Kind::fromState reads (Shikaku's kUnknownClue).
export const UNKNOWN = -2;

export class NumberGrid {
  constructor(canvas, cb) {
    this.canvas = canvas;
    this.cb = cb;
    this.cursor = { r: 0, c: 0 };
    this.selected = false;  // a cell has been picked (the cursor is drawn even without focus)
    this.focused = false;
    this.streak = null;     // "r,c" while digits typed into that cell append
    this.unlisten = listen(canvas, {
      pointerdown: (ev) => this.onDown(ev),
      keydown: (ev) => this.onKey(ev),
      focus: () => { this.focused = true; this.selected = true; this.cb.redraw(); },
      blur: () => { this.focused = false; this.streak = null; this.cb.redraw(); },
    });
  }

  destroy() {
    this.unlisten();
  }

  onDown(ev) {
    const at = pressedCell(this.canvas, ev, this.cb);
    if (!at) return;
    this.cursor = at;
    this.selected = true;
    this.streak = null;
    this.canvas.focus({ preventScroll: true, focusVisible: false });  // no ring for a click
    this.cb.redraw();
  }

  clampCursor() {
    const { rows, cols } = this.cb.size();
    this.cursor = {
      r: Math.max(0, Math.min(rows - 1, this.cursor.r)),
      c: Math.max(0, Math.min(cols - 1, this.cursor.c)),
    };
  }

  // Moves the cursor by (dr, dc), clamped to the grid; typing starts a new number.
  move(dr, dc) {
    this.cursor = { r: this.cursor.r + dr, c: this.cursor.c + dc };
    this.clampCursor();
    this.selected = true;
    this.streak = null;
    this.cb.redraw();
  }

  onKey(ev) {
    if (!this.cb.enabled() || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key;
    const { cols } = this.cb.size();
    if (k === 'ArrowUp') this.move(-1, 0);
    else if (k === 'ArrowDown') this.move(1, 0);
    else if (k === 'ArrowLeft') this.move(0, -1);
    else if (k === 'ArrowRight') this.move(0, 1);
    else if (k === 'Home') this.move(0, -cols);
    else if (k === 'End') this.move(0, cols);
    else if (!this.key(k)) return;
    ev.preventDefault();
    if (this.cb.said) this.cb.said(this.cursor);
  }

  // Applies one key ('0'-'9', '?', 'Backspace', 'Delete') to the cell under the cursor; returns
  // false when the key means nothing here. The keypad calls this too.
  key(k) {
    if (!this.cb.enabled()) return false;
    this.clampCursor();
    this.selected = true;
    const { r, c } = this.cursor;
    const here = `${r},${c}`;
    const cur = this.cb.get(r, c);
    let value;
    if (k === 'Backspace' || k === 'Delete') {
      value = 0;
    } else if (k === '?') {
      if (!this.cb.unknown) return false;
      value = UNKNOWN;
    } else if (/^[0-9]$/.test(k)) {
      const d = Number(k);
      const max = Math.max(1, this.cb.max());
      if (this.streak === here && cur > 0) {
        // Appending past the cap starts over with this digit (a 0 there keeps the number).
        value = cur * 10 + d;
        if (value > max) value = d === 0 ? cur : d;
      } else {
        value = d;
      }
    } else {
      return false;
    }
    this.streak = value > 0 ? here : null;
    if (value !== cur) this.cb.set(r, c, value);
    else this.cb.redraw();
    return true;
  }

  // The cell under the cursor (clamped to the grid) while the cursor is shown, else null: the
  // board may mark things that belong to it (Numberlink rings the partner of its number).
  activeCell() {
    if (!this.cb.enabled() || !(this.focused || this.selected)) return null;
    this.clampCursor();
    return this.cursor;
  }

  // The cursor: solid while the board has focus, dashed when a cell is picked but focus is on
  // the keypad or elsewhere.
  drawCursor(ctx, color = COLORS.cursor) {
    if (!this.activeCell()) return;
    const { cell, ox = 0, oy = 0 } = this.cb.size();
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = 3;
    if (!this.focused) ctx.setLineDash([5, 4]);
    ctx.strokeRect(ox + this.cursor.c * cell + 1.5, oy + this.cursor.r * cell + 1.5, cell - 3, cell - 3);
    ctx.restore();
  }
}
