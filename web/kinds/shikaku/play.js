// The Shikaku player: the reader draws rectangles. Drag from corner to corner to place one (it
// replaces any it overlaps); click or tap a rectangle to remove it, a free cell for a 1x1; keys:
// arrows move the cursor, Shift+arrows size a selection, Enter places it (or removes the
// rectangle under a single cell), Delete removes. Play state: {rects: [{x, y, w, h}]}.
import { colorFor } from '../../lib/draw.js';
import { soften, cellText, drawPlainGrid } from '../../lib/number-draw.js';
import { UNKNOWN } from '../../lib/number-input.js';
import { marksText } from '../../play/marks.js';
import { gridView, paintCursor, arrowMove } from '../../play/grid-view.js';
import { rectWords } from '../../lib/cell-words.js';

const inside = (r, x, y) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const span = (x0, y0, x1, y1) => ({ x: Math.min(x0, x1), y: Math.min(y0, y1), w: Math.abs(x1 - x0) + 1, h: Math.abs(y1 - y0) + 1 });

export function createPlayer(container, host) {
  const { width: cols, height: rows } = host.describe;
  const clues = host.describe.clues;
  // The label of a clue is its index in reading order (the meaning of solve --json's grid).
  const clueList = [];
  clues.forEach((row, y) => row.forEach((v, x) => { if (v !== 0) clueList.push({ x, y, v }); }));

  let play = { rects: [] };
  let drag = null;           // {x0, y0, x1, y1} while the pointer is down
  let cur = { x: 0, y: 0 };  // keyboard cursor
  let anchor = null;         // keyboard selection's fixed corner (Shift+arrows)

  const cluesIn = (r) => clueList.filter((c) => inside(r, c.x, c.y));
  // A rectangle breaks the rules on its own: no number, two numbers, or the wrong area.
  const broken = (r) => {
    const inner = cluesIn(r);
    return inner.length !== 1 || (inner[0].v !== UNKNOWN && inner[0].v > 0 && inner[0].v !== r.w * r.h);
  };
  const labelOf = (r) => {
    const inner = cluesIn(r);
    return inner.length === 1 ? clueList.indexOf(inner[0]) : null;
  };

  function paint(ctx, cell, focused) {
    drawPlainGrid(ctx, { rows, cols, cell });
    for (const r of play.rects) {
      const label = labelOf(r);
      const bad = broken(r);
      ctx.fillStyle = label === null ? '#e3e6ee' : soften(colorFor(label), 0.5);
      ctx.fillRect(r.x * cell, r.y * cell, r.w * cell, r.h * cell);
      ctx.strokeStyle = bad ? '#8a90a2' : '#1b1f2a';
      ctx.lineWidth = Math.max(2, Math.round(cell / 12));
      const i = ctx.lineWidth / 2;
      ctx.strokeRect(r.x * cell + i, r.y * cell + i, r.w * cell - 2 * i, r.h * cell - 2 * i);
    }
    if (drag) {
      const r = span(drag.x0, drag.y0, drag.x1, drag.y1);
      ctx.fillStyle = 'rgba(47,91,211,0.18)';
      ctx.fillRect(r.x * cell, r.y * cell, r.w * cell, r.h * cell);
      ctx.strokeStyle = '#2f5bd3';
      ctx.lineWidth = 2;
      ctx.strokeRect(r.x * cell + 1, r.y * cell + 1, r.w * cell - 2, r.h * cell - 2);
      cellText(ctx, `${r.w}×${r.h}`, r.x * cell, r.y * cell, cell, { color: '#2f5bd3', scale: 0.3 });
    }
    for (const c of clueList) cellText(ctx, c.v === UNKNOWN ? '?' : String(c.v), c.x * cell, c.y * cell, cell);
    if (focused && !drag) paintCursor(ctx, anchor ? anchor.x : cur.x, anchor ? anchor.y : cur.y, cur.x, cur.y, cell);
  }

  const rectAt = (x, y) => play.rects.find((r) => inside(r, x, y)) || null;
  function commit(next, what) {
    play = next;
    host.move(structuredClone(next), what);
  }
  // The move's words (said in Play's live region) say where, as a sighted reader sees it.
  function place(r) { commit({ rects: [...play.rects.filter((o) => !overlaps(o, r)), r] }, `rectangle placed, ${r.w} by ${r.h}: ${rectWords(r)}`); }
  function remove(r) { commit({ rects: play.rects.filter((o) => o !== r) }, `rectangle removed from ${rectWords(r)}`); }
  // A press and release on one cell removes the rectangle there, or places a 1x1 on a free cell.
  function finish(x0, y0, x1, y1) {
    const single = x0 === x1 && y0 === y1;
    const there = single ? rectAt(x0, y0) : null;
    if (there) remove(there);
    else place(span(x0, y0, x1, y1));
  }

  // The cursor's cell (or the selection) in words, for the board's live region.
  function describe() {
    const where = `Row ${cur.y + 1}, column ${cur.x + 1}`;
    const clue = clueList.find((c) => c.x === cur.x && c.y === cur.y);
    const r = rectAt(cur.x, cur.y);
    const sel = anchor ? span(anchor.x, anchor.y, cur.x, cur.y) : null;
    return `${where}: ${clue ? `number ${clue.v === UNKNOWN ? 'unknown' : clue.v}` : 'no number'}` +
      `${r ? `, in a ${r.w} by ${r.h} rectangle${broken(r) ? ' that breaks the rules' : ''}` : ', not covered'}` +
      `${sel ? `; selecting ${sel.w} by ${sel.h}` : ''}.`;
  }

  const view = gridView(container, {
    cols, rows, describe,
    label: 'Shikaku board: drag to draw a rectangle; arrows move, Shift+arrows size, Enter places',
    help: 'Drag from corner to corner to draw a rectangle; click or tap one to remove it. Keys: arrows move, Shift+arrows size, Enter places, Delete removes.',
    paint,
    press: ({ r, c }) => { drag = { x0: c, y0: r, x1: c, y1: r }; cur = { x: c, y: r }; anchor = null; view.redraw(); },
    drag: ({ r, c }) => { drag.x1 = c; drag.y1 = r; view.redraw(); },
    release: () => {
      const d = drag;
      drag = null;
      finish(d.x0, d.y0, d.x1, d.y1);
      view.redraw();
    },
    key: (e) => {
      const moved = arrowMove(e.key, cur, cols, rows);
      if (moved) {
        if (e.shiftKey && !anchor) anchor = { ...cur };
        if (!e.shiftKey) anchor = null;
        cur = moved;
      } else if (e.key === 'Enter' || e.key === ' ') {
        const a = anchor || cur;
        finish(a.x, a.y, cur.x, cur.y);
        anchor = null;
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        const there = rectAt(cur.x, cur.y);
        if (there) remove(there);
      } else if (e.key === 'Escape') {
        anchor = null;
      } else {
        return false;
      }
      view.redraw();
      return true;
    },
  });

  // Saved progress checked against this board: whole rectangles inside it that overlap no earlier
  // one; anything else is dropped. -> a play state, or null when `p` is no play state at all.
  function clean(p) {
    if (!p || !Array.isArray(p.rects)) return null;
    const rects = [];
    for (const r of p.rects.slice(0, rows * cols)) {
      if (!r || ![r.x, r.y, r.w, r.h].every(Number.isInteger)) continue;
      const k = { x: r.x, y: r.y, w: r.w, h: r.h };
      if (k.x < 0 || k.y < 0 || k.w < 1 || k.h < 1 || k.x + k.w > cols || k.y + k.h > rows) continue;
      if (rects.some((o) => overlaps(o, k))) continue;
      rects.push(k);
    }
    return { rects };
  }

  return {
    canvas: view.canvas,
    clean,
    setPlay(p) { play = p ? structuredClone(p) : { rects: [] }; view.redraw(); },
    marks(p) {
      const grid = Array.from({ length: rows }, () => Array(cols).fill('.'));
      for (const r of (p ? p.rects : [])) {
        const label = labelOf(r);
        if (label === null) continue;
        for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) grid[y][x] = String(label);
      }
      return marksText(grid);
    },
    ruleFlags(p) {
      const cells = [];
      for (const r of (p ? p.rects : [])) {
        if (!broken(r)) continue;
        for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) cells.push([x, y]);
      }
      return cells;
    },
    applyHint(p, hnt) {
      // The label's rectangle holds its number's cell too: a hint naming only some of its cells
      // (the rest marked already) still places the rectangle from the number to them.
      const clue = clueList[hnt.label];
      const cells = clue ? [...hnt.cells, [clue.x, clue.y]] : hnt.cells;
      const xs = cells.map(([x]) => x), ys = cells.map(([, y]) => y);
      const r = span(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
      const rects = p ? p.rects : [];
      return { rects: [...rects.filter((o) => !overlaps(o, r)), r] };
    },
    fromSolution(sol) {
      return { rects: (sol.rects || []).map(({ x, y, w, h }) => ({ x, y, w, h })) };
    },
    isComplete(p) {
      if (!p) return false;
      const area = p.rects.reduce((n, r) => n + r.w * r.h, 0);
      return area === rows * cols; // rectangles never overlap, so full area = every cell covered
    },
    showFlags: view.showFlags,
    showHint: view.showHint,
    destroy: view.destroy,
  };
}
