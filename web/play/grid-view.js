// The board of a grid player (Shikaku, Numberlink): a focusable canvas that fits its column,
// pointer input (mouse, touch and pen alike, through pointer events) reported as cells, keys, and
// the overlays every grid player draws the same way: flagged cells, the hint, the cursor.
import { h, listen } from '../lib/dom.js';
import { sizeCanvas, fitCell, COLORS, boardRoom, followRoom } from '../lib/draw.js';

//   cols, rows, label (the canvas's accessible name), help (a line under the board)
//   paint(ctx, cell, focused)        draws the board (focused: the keyboard cursor is shown)
//   press(at), drag(at), release(at) a pointer pressed / moved (to another cell) / let go, at
//                                    {r, c} (clamped to the board while dragging)
//   key(e) -> true when handled
//   describe() -> optional: the keyboard cursor's cell in words ("Row 2, column 3: number 4,
//                 in a 2 by 2 rectangle"), said in the board's live region after each handled
//                 key and when the board gets keyboard focus, so a screen reader hears the board
// -> {canvas, redraw(), showFlags(cells|null), showHint(hint|null), destroy()}: flags and the
//    hint are drawn over what paint() draws
export function gridView(container, spec) {
  const { cols, rows } = spec;
  const said = h('p', { class: 'visually-hidden play-said', role: 'status', 'aria-live': 'polite' });
  const canvas = h('canvas', { class: 'board play-canvas', tabindex: '0', role: 'application', 'aria-label': spec.label });
  const wrap = h('div', { class: 'canvas-wrap play-wrap' }, canvas);
  container.append(wrap, h('p', { class: 'play-help' }, spec.help), said);
  const say = () => { if (spec.describe) said.textContent = spec.describe(); };
  let cell = 24;
  let down = null; // the pointer being followed and its last cell
  let flags = null;
  let hint = null;
  let keyed = false;

  function redraw() {
    cell = fitCell(cols, rows, Math.min(wrap.clientWidth || 600, 720), boardRoom(canvas, 640), 14, 56);
    const ctx = sizeCanvas(canvas, cols * cell, rows * cell);
    ctx.clearRect(0, 0, cols * cell, rows * cell);
    // The cursor for keyboard users only: focus by Tab, or a key pressed since the last click.
    spec.paint(ctx, cell, document.activeElement === canvas && (keyed || canvas.matches(':focus-visible')));
    paintHint(ctx, hint, cell);
    paintFlags(ctx, flags, cell);
  }

  function cellOf(ev, clamp) {
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / (cols * cell) || 1;
    let c = Math.floor((ev.clientX - rect.left) / scale / cell);
    let r = Math.floor((ev.clientY - rect.top) / scale / cell);
    if (clamp) { c = Math.max(0, Math.min(cols - 1, c)); r = Math.max(0, Math.min(rows - 1, r)); }
    return r >= 0 && c >= 0 && r < rows && c < cols ? { r, c } : null;
  }

  const off = listen(canvas, {
    pointerdown: (ev) => {
      if (down || (ev.pointerType === 'mouse' && ev.button !== 0)) return;
      const at = cellOf(ev, false);
      if (!at) return;
      ev.preventDefault();
      keyed = false;
      canvas.focus({ preventScroll: true, focusVisible: false });  // no ring or cursor for a click
      try { canvas.setPointerCapture(ev.pointerId); } catch { /* synthetic events have no capture */ }
      down = { id: ev.pointerId, at };
      spec.press(at);
    },
    pointermove: (ev) => {
      if (!down || ev.pointerId !== down.id) return;
      const at = cellOf(ev, true);
      if (at.r === down.at.r && at.c === down.at.c) return;
      down.at = at;
      spec.drag(at);
    },
    pointerup: (ev) => {
      if (!down || ev.pointerId !== down.id) return;
      const at = down.at;
      down = null;
      spec.release(at);
    },
    pointercancel: (ev) => {
      if (!down || ev.pointerId !== down.id) return;
      const at = down.at;
      down = null;
      spec.release(at);
    },
    focus: () => { redraw(); if (canvas.matches(':focus-visible')) say(); },
    blur: () => redraw(),
    keydown: (ev) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      if (spec.key(ev)) { ev.preventDefault(); keyed = true; say(); redraw(); }
    },
  });
  const resize = new ResizeObserver(() => redraw());
  resize.observe(wrap);
  followRoom(resize);
  redraw();
  return {
    canvas,
    redraw,
    showFlags(cells) { flags = cells; redraw(); },
    showHint(h1) { hint = h1; redraw(); },
    destroy() { off(); resize.disconnect(); },
  };
}

// Cells the check found wrong: a red wash and a cross (also used by the packing player).
export function paintFlags(ctx, cells, cell) {
  if (!cells) return;
  ctx.save();
  ctx.strokeStyle = '#c92a2a';
  ctx.lineWidth = Math.max(2, cell / 12);
  for (const [x, y] of cells) {
    ctx.fillStyle = 'rgba(201,42,42,0.22)';
    ctx.fillRect(x * cell, y * cell, cell, cell);
    const m = cell * 0.3;
    ctx.beginPath();
    ctx.moveTo(x * cell + m, y * cell + m);
    ctx.lineTo((x + 1) * cell - m, (y + 1) * cell - m);
    ctx.moveTo((x + 1) * cell - m, y * cell + m);
    ctx.lineTo(x * cell + m, (y + 1) * cell - m);
    ctx.stroke();
  }
  ctx.restore();
}

// The hint's cells: a blue wash and a dashed outline (also used by the packing player).
export function paintHint(ctx, hint, cell) {
  if (!hint) return;
  ctx.save();
  ctx.strokeStyle = '#1c5fd4';
  ctx.lineWidth = Math.max(2, cell / 10);
  ctx.setLineDash([Math.max(3, cell / 6), Math.max(2, cell / 10)]);
  for (const [x, y] of hint.cells) {
    ctx.fillStyle = 'rgba(28,95,212,0.18)';
    ctx.fillRect(x * cell, y * cell, cell, cell);
    const i = ctx.lineWidth / 2 + 2;
    ctx.strokeRect(x * cell + i, y * cell + i, cell - 2 * i, cell - 2 * i);
  }
  ctx.restore();
}

// The keyboard cursor, or a selection from (x0, y0) to (x1, y1).
export function paintCursor(ctx, x0, y0, x1, y1, cell) {
  ctx.save();
  ctx.strokeStyle = COLORS.cursor;
  ctx.lineWidth = 3;
  const x = Math.min(x0, x1), y = Math.min(y0, y1);
  ctx.strokeRect(x * cell + 1.5, y * cell + 1.5, (Math.abs(x1 - x0) + 1) * cell - 3, (Math.abs(y1 - y0) + 1) * cell - 3);
  ctx.restore();
}

// The cursor {x, y} moved by an arrow key (kept on the board); null for any other key.
export function arrowMove(key, cur, cols, rows) {
  const st = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  if (!st) return null;
  return { x: Math.max(0, Math.min(cols - 1, cur.x + st[0])), y: Math.max(0, Math.min(rows - 1, cur.y + st[1])) };
}
