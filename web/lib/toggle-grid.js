// Mouse, touch, pen and keyboard input for a canvas that shows a grid of on/off cells.
// Click or drag paints: the first cell decides the value (it flips), every cell the pointer
// crosses gets that value; one stroke is one edit. Arrow keys move a cursor, Space/Enter toggles.
// Touch: a swipe scrolls the page (the canvas allows panning), a tap toggles one cell, and a press
// held for HOLD_MS starts a painting stroke, during which the page does not scroll.
//
//   new ToggleGrid(canvas, {
//     size: () => ({rows, cols, cell, ox, oy}),   current geometry (CSS px)
//     get: (r, c) => bool,                        current value of a cell (while painting too)
//     paint: (r, c, value) => void,               set a cell during a stroke (caller redraws)
//     commit: () => void,                         the stroke ended and changed something
//     redraw: () => void,                         cursor/focus changed
//     enabled: () => bool,
//   })

import { listen } from './dom.js';
import { cellAt, pressedCell } from './draw.js';

const HOLD_MS = 300;

export class ToggleGrid {
  constructor(canvas, cb) {
    this.canvas = canvas;
    this.cb = cb;
    this.cursor = { r: 0, c: 0 };
    this.focused = false;
    this.keyed = false;  // a key was pressed since the last click
    this.stroke = null; // {pointerId, value, changed, last}
    this.press = null;  // a touch that has not yet become a tap or a stroke: {pointerId, at, timer}
    const onUp = (ev) => this.onUp(ev);
    this.unlisten = listen(canvas, {
      pointerdown: (ev) => { this.keyed = false; this.onDown(ev); },
      pointermove: (ev) => this.onMove(ev),
      pointerup: onUp,
      pointercancel: onUp,
      lostpointercapture: onUp,
      keydown: (ev) => { this.keyed = true; this.onKey(ev); },
      focus: () => { this.focused = true; this.cb.redraw(); },
      blur: () => { this.focused = false; this.cb.redraw(); },
    });
    // Once a held touch paints, its moves must not scroll the page.
    this.onTouchMove = (ev) => { if (this.stroke && ev.cancelable) ev.preventDefault(); };
    canvas.addEventListener('touchmove', this.onTouchMove, { passive: false });
  }

  destroy() {
    this.unlisten();
    this.canvas.removeEventListener('touchmove', this.onTouchMove);
    this.cancelPress();
  }

  onDown(ev) {
    const at = pressedCell(this.canvas, ev, this.cb);
    if (!at) return;
    this.canvas.focus({ preventScroll: true, focusVisible: false });  // no ring for a click
    if (ev.pointerType === 'touch') {
      // Tap, hold or swipe: wait and see (a swipe ends in pointercancel when the page scrolls).
      this.cancelPress();
      const press = { pointerId: ev.pointerId, at, timer: 0 };
      press.timer = setTimeout(() => { if (this.press === press) { this.press = null; this.begin(press.pointerId, at); } }, HOLD_MS);
      this.press = press;
      return;
    }
    try { this.canvas.setPointerCapture(ev.pointerId); } catch { /* synthetic events */ }
    this.begin(ev.pointerId, at);
  }

  cancelPress() {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }

  // Starts a stroke at cell `at`: it flips, and sets the value the stroke paints.
  begin(pointerId, at) {
    const value = !this.cb.get(at.r, at.c);
    this.stroke = { pointerId, value, changed: true, last: `${at.r},${at.c}` };
    this.cursor = at;
    this.cb.paint(at.r, at.c, value);
  }

  onMove(ev) {
    const s = this.stroke;
    if (!s || ev.pointerId !== s.pointerId) return;
    // Coalesced events give every point of a fast drag, so no cell is skipped.
    const events = typeof ev.getCoalescedEvents === 'function' ? ev.getCoalescedEvents() : [];
    for (const e of events.length ? events : [ev]) {
      const at = cellAt(this.canvas, e, this.cb.size());
      if (!at) continue;
      const key = `${at.r},${at.c}`;
      if (key === s.last) continue;
      s.last = key;
      this.cursor = at;
      if (this.cb.get(at.r, at.c) !== s.value) this.cb.paint(at.r, at.c, s.value);
    }
  }

  onUp(ev) {
    const p = this.press;
    if (p && (ev.pointerId === undefined || ev.pointerId === p.pointerId)) {
      this.cancelPress();
      // A tap (released before the hold time, without the page scrolling) toggles its cell.
      if (ev.type === 'pointerup') {
        this.begin(p.pointerId, p.at);
        this.stroke = null;
        this.cb.commit();
      }
      return;
    }
    const s = this.stroke;
    if (!s || (ev.pointerId !== undefined && ev.pointerId !== s.pointerId)) return;
    this.stroke = null;
    if (s.changed) this.cb.commit();
  }

  onKey(ev) {
    if (!this.cb.enabled()) return;
    const { rows, cols } = this.cb.size();
    const k = ev.key;
    let { r, c } = this.cursor;
    if (k === 'ArrowUp') r--;
    else if (k === 'ArrowDown') r++;
    else if (k === 'ArrowLeft') c--;
    else if (k === 'ArrowRight') c++;
    else if (k === 'Home') c = 0;
    else if (k === 'End') c = cols - 1;
    else if (k === ' ' || k === 'Enter') {
      ev.preventDefault();
      this.clampCursor();
      const at = this.cursor;
      this.cb.paint(at.r, at.c, !this.cb.get(at.r, at.c));
      this.cb.commit();
      return;
    } else return;
    ev.preventDefault();
    this.cursor = { r: Math.max(0, Math.min(rows - 1, r)), c: Math.max(0, Math.min(cols - 1, c)) };
    this.cb.redraw();
  }

  clampCursor() {
    const { rows, cols } = this.cb.size();
    this.cursor = { r: Math.max(0, Math.min(rows - 1, this.cursor.r)), c: Math.max(0, Math.min(cols - 1, this.cursor.c)) };
  }

  // Draws the keyboard cursor: for keyboard users only (focus by Tab, or a key since the last click).
  drawCursor(ctx, color) {
    if (!this.focused || !(this.keyed || this.canvas.matches(':focus-visible'))) return;
    this.clampCursor();
    const { cell, ox = 0, oy = 0 } = this.cb.size();
    ctx.strokeStyle = color;
    ctx.lineWidth = 3;
    ctx.strokeRect(ox + this.cursor.c * cell + 1.5, oy + this.cursor.r * cell + 1.5, cell - 3, cell - 3);
  }
}
