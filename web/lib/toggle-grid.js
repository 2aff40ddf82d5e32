// Mouse, touch, pen and keyboard input for a canvas that shows a grid of on/off cells.
// Click or drag paints: the first cell decides the value (it flips), every cell the pointer
// crosses gets that value; one stroke is one edit. Arrow keys move a cursor, Space/Enter toggles.
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

export class ToggleGrid {
  constructor(canvas, cb) {
    this.canvas = canvas;
    this.cb = cb;
    this.cursor = { r: 0, c: 0 };
    this.focused = false;
    this.stroke = null; // {pointerId, value, changed, last}
    const onUp = (ev) => this.onUp(ev);
    this.unlisten = listen(canvas, {
      pointerdown: (ev) => this.onDown(ev),
      pointermove: (ev) => this.onMove(ev),
      pointerup: onUp,
      pointercancel: onUp,
      lostpointercapture: onUp,
      keydown: (ev) => this.onKey(ev),
      focus: () => { this.focused = true; this.cb.redraw(); },
      blur: () => { this.focused = false; this.cb.redraw(); },
    });
  }

  destroy() {
    this.unlisten();
  }

  onDown(ev) {
    const at = pressedCell(this.canvas, ev, this.cb);
    if (!at) return;
    this.canvas.focus({ preventScroll: true });
    try { this.canvas.setPointerCapture(ev.pointerId); } catch { /* synthetic events */ }
    const value = !this.cb.get(at.r, at.c);
    this.stroke = { pointerId: ev.pointerId, value, changed: true, last: `${at.r},${at.c}` };
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

  // Draws the keyboard cursor (only while the canvas has focus).
  drawCursor(ctx, color) {
    if (!this.focused) return;
    this.clampCursor();
    const { cell, ox = 0, oy = 0 } = this.cb.size();
    ctx.strokeStyle = color;
    ctx.lineWidth = 3;
    ctx.strokeRect(ox + this.cursor.c * cell + 1.5, oy + this.cursor.r * cell + 1.5, cell - 3, cell - 3);
  }
}
