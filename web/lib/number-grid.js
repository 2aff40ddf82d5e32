// "Click a cell and type a number" editing for grids of numbers (Shikaku clues, Numberlink
// endpoints), plus the drawing helpers those boards share.
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
//     set: (r, c, value) => void,                 one edit (the caller commits and redraws)
//     max: () => int,                             largest value typing may produce
//     unknown: bool,                              "?" allowed
//     redraw: () => void,                         cursor or focus changed
//     enabled: () => bool,
//   })

import { h, listen } from './dom.js';
import { COLORS, cellAt } from './draw.js';

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
    if (!this.cb.enabled() || (ev.pointerType === 'mouse' && ev.button !== 0)) return;
    const at = cellAt(this.canvas, ev, this.cb.size());
    if (!at) return;
    ev.preventDefault();
    this.cursor = at;
    this.selected = true;
    this.streak = null;
    this.canvas.focus({ preventScroll: true });
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

// The on-screen keypad: digits, optionally "?", and Clear. `onKey(key)` gets '0'-'9', '?' or
// 'Delete'.
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

// A colour mixed with white: amount 0 = the colour, 1 = white. Accepts #rrggbb and hsl().
export function soften(color, amount = 0.45) {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) {
    const hsl = /^hsl\(([\d.]+) (\d+)% (\d+)%\)$/.exec(color);
    if (!hsl) return color;
    const light = Number(hsl[3]);
    return `hsl(${hsl[1]} ${hsl[2]}% ${(light + (100 - light) * amount).toFixed(1)}%)`;
  }
  const n = parseInt(m[1], 16);
  const mix = (v) => Math.round(v + (255 - v) * amount);
  const r = mix(n >> 16);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

// A colour mixed with black: for paths and outlines that must stand out on white.
export function deepen(color, amount = 0.25) {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) {
    const hsl = /^hsl\(([\d.]+) (\d+)% (\d+)%\)$/.exec(color);
    if (!hsl) return color;
    return `hsl(${hsl[1]} ${hsl[2]}% ${(Number(hsl[3]) * (1 - amount)).toFixed(1)}%)`;
  }
  const n = parseInt(m[1], 16);
  const mix = (v) => Math.round(v * (1 - amount));
  return `#${((1 << 24) | (mix(n >> 16) << 16) | (mix((n >> 8) & 255) << 8) | mix(n & 255)).toString(16).slice(1)}`;
}

// Text centred in a cell, shrunk to fit numbers with many digits.
export function cellText(ctx, text, x, y, cell, { color = COLORS.text, weight = 600, scale = 0.56 } = {}) {
  const s = String(text);
  const size = Math.max(7, Math.min(cell * scale, (cell * 1.5) / Math.max(1, s.length)));
  ctx.fillStyle = color;
  ctx.font = `${weight} ${Math.round(size)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(s, x + cell / 2, y + cell * 0.54);
}

// A plain board: cell fills, thin grid lines and a thick outer border.
//   rows, cols, cell, ox, oy; fill(r, c) -> colour (default white)
export function drawPlainGrid(ctx, g) {
  const { rows, cols, cell, ox = 0, oy = 0 } = g;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      ctx.fillStyle = g.fill ? g.fill(r, c) : COLORS.free;
      ctx.fillRect(ox + c * cell, oy + r * cell, cell, cell);
    }
  }
  ctx.strokeStyle = COLORS.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let c = 1; c < cols; c++) {
    ctx.moveTo(ox + c * cell + 0.5, oy);
    ctx.lineTo(ox + c * cell + 0.5, oy + rows * cell);
  }
  for (let r = 1; r < rows; r++) {
    ctx.moveTo(ox, oy + r * cell + 0.5);
    ctx.lineTo(ox + cols * cell, oy + r * cell + 0.5);
  }
  ctx.stroke();
  const lw = Math.max(2, Math.round(cell / 14));
  ctx.strokeStyle = COLORS.border;
  ctx.lineWidth = lw;
  ctx.strokeRect(ox + lw / 2, oy + lw / 2, cols * cell - lw, rows * cell - lw);
}

// Marks cells that differ between two solutions: a wash and a dashed inset outline.
export function drawDiffMarks(ctx, rows, cols, cell, isDiff, ox = 0, oy = 0) {
  const lw = Math.max(2, Math.round(cell / 14));
  const inset = lw / 2 + Math.max(2, cell / 10);
  ctx.save();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!isDiff(r, c)) continue;
      ctx.fillStyle = 'rgba(214,51,108,0.14)';
      ctx.fillRect(ox + c * cell, oy + r * cell, cell, cell);
      ctx.strokeStyle = COLORS.diff;
      ctx.lineWidth = lw;
      ctx.setLineDash([Math.max(2, cell / 8), Math.max(2, cell / 10)]);
      ctx.strokeRect(ox + c * cell + inset, oy + r * cell + inset, cell - 2 * inset, cell - 2 * inset);
    }
  }
  ctx.restore();
}

// Grid helpers for the editors' states (rows of ints).
export function zeroRows(w, hgt) {
  return Array.from({ length: hgt }, () => new Array(w).fill(0));
}

export function resizeNumbers(rows, w, hgt) {
  return Array.from({ length: hgt }, (_, y) => Array.from({ length: w }, (_, x) => (rows[y] && rows[y][x]) | 0));
}

// "W H" then one line of numbers per row: the plain text both kinds read.
export function numbersText(w, hgt, rows) {
  return `${w} ${hgt}\n${rows.map((row) => row.join(' ')).join('\n')}\n`;
}

// Rows of ints from a describe() member, checked and sized to w x hgt.
export function rowsFrom(value, w, hgt, what) {
  if (!Array.isArray(value) || value.length !== hgt || value.some((row) => !Array.isArray(row) || row.length !== w)) {
    throw new Error(`the ${what} grid in the puzzle description is incomplete`);
  }
  return value.map((row) => row.map((v) => (Number.isFinite(v) ? Math.trunc(v) : 0)));
}
