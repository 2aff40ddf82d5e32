// Canvas helpers shared by the kind editors: crisp sizing, a colour per label, the cell under a
// pointer, a labelled grid drawn Tatham-style (thick borders between different regions, one
// letter per region), and the per-cell difference of two solutions the compare view marks.

export const COLORS = {
  wall: '#2b3040',
  free: '#ffffff',
  grid: '#c9cedb',
  border: '#1b1f2a',
  text: '#1b1f2a',
  cursor: '#d9480f',
  diff: '#d6336c',
  empty: '#f1f3f7',
};

// 20 distinct, light-enough colours so black letters stay readable.
const PALETTE = [
  '#f6a04d', '#5bc0de', '#8fd17a', '#f27b8a', '#b49ae8', '#f5d94e', '#4fc1a6', '#f2a6d0',
  '#9bb8f0', '#d3b38c', '#c4e26a', '#ff9f80', '#7fd6e8', '#e0a3f0', '#a8d8b0', '#f7c873',
  '#a0a8ff', '#e8b4a0', '#86e0c8', '#d8d08a',
];

export function colorFor(index) {
  if (index < PALETTE.length) return PALETTE[index];
  const hue = (index * 137.508) % 360;
  return `hsl(${hue.toFixed(1)} 70% 72%)`;
}

// Sizes the canvas for `w`x`h` CSS pixels at the device pixel ratio; returns a 2D context whose
// units are CSS pixels.
export function sizeCanvas(canvas, w, h) {
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  const pw = Math.max(1, Math.round(w * dpr));
  const ph = Math.max(1, Math.round(h * dpr));
  if (canvas.width !== pw) canvas.width = pw;
  if (canvas.height !== ph) canvas.height = ph;
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

// A cell size that fits `cols` columns into `width` CSS pixels.
export function fitCell(cols, rows, width, maxHeight = 560, min = 10, max = 48) {
  const byW = Math.floor((width - 2) / Math.max(1, cols));
  const byH = Math.floor((maxHeight - 2) / Math.max(1, rows));
  return Math.max(min, Math.min(max, byW, byH));
}

// The cell under a pointer event on a canvas sized by sizeCanvas, or null outside the grid.
// `g` is the grid's {rows, cols, cell, ox, oy} in CSS px; the canvas may be drawn scaled (CSS
// zoom, a narrow page), so the position is scaled back to the units the grid was drawn in.
export function cellAt(canvas, ev, g) {
  const { rows, cols, cell, ox = 0, oy = 0 } = g;
  const rect = canvas.getBoundingClientRect();
  const scale = rect.width / parseFloat(canvas.style.width || rect.width) || 1;
  const c = Math.floor(((ev.clientX - rect.left) / scale - ox) / cell);
  const r = Math.floor(((ev.clientY - rect.top) / scale - oy) / cell);
  if (r < 0 || c < 0 || r >= rows || c >= cols) return null;
  return { r, c };
}

// The cell a grid editor's press lands on (a mouse's main button, any touch or pen), or null;
// a press on a cell is the editor's, so the page does not scroll or select text.
export function pressedCell(canvas, ev, cb) {
  if (!cb.enabled() || (ev.pointerType === 'mouse' && ev.button !== 0)) return null;
  const at = cellAt(canvas, ev, cb.size());
  if (at) ev.preventDefault();
  return at;
}

// The canvas of a standalone solution picture (the second solution of "Unique?"): as wide as
// its parent allows, at most 640 px, with smaller cells than the board. -> {ctx, cell}
export function solutionCanvas(canvas, cols, rows) {
  const avail = Math.min(canvas.parentElement ? canvas.parentElement.clientWidth || 320 : 320, 640);
  const cell = fitCell(cols, rows, avail, 420, 8, 40);
  return { ctx: sizeCanvas(canvas, cols * cell, rows * cell), cell };
}

// The diff() value of the grid kinds: the cells where two solutions differ, given per solution
// a grid of keys naming what covers each cell (so numbering of pieces does not matter).
// -> {cells: Set of r * 100000 + c, count}
export function diffByCell(keysA, keysB) {
  const cells = new Set();
  keysA.forEach((row, y) => row.forEach((k, x) => {
    if (k !== (keysB[y] ? keysB[y][x] : null)) cells.add(y * 100000 + x);
  }));
  return { cells, count: cells.size };
}

// A diffByCell value as the diff(r, c) test drawRegions and drawDiffMarks take; null for none.
export function diffTest(diff) {
  const cells = diff && diff.cells;
  return cells ? (r, c) => cells.has(r * 100000 + c) : null;
}

// Draws a grid of regions.
//   rows, cols, cell  geometry; ox, oy offset (CSS px)
//   region(r, c)      -> region id (any primitive) or null for a wall / outside cell
//   fill(r, c)        -> CSS colour of the cell
//   letter(r, c)      -> text to print in a region (printed once, in its first cell), or ''
//   diff(r, c)        -> true to mark the cell as different
export function drawRegions(ctx, g) {
  const { rows, cols, cell, ox = 0, oy = 0 } = g;
  ctx.fillStyle = COLORS.wall;
  ctx.fillRect(ox, oy, cols * cell, rows * cell);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      ctx.fillStyle = g.fill(r, c);
      ctx.fillRect(ox + c * cell, oy + r * cell, cell, cell);
    }
  }
  // thin grid lines between cells of the same region
  ctx.strokeStyle = 'rgba(27,31,42,0.18)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const id = g.region(r, c);
      if (id === null) continue;
      if (c + 1 < cols && g.region(r, c + 1) === id) {
        ctx.moveTo(ox + (c + 1) * cell + 0.5, oy + r * cell);
        ctx.lineTo(ox + (c + 1) * cell + 0.5, oy + (r + 1) * cell);
      }
      if (r + 1 < rows && g.region(r + 1, c) === id) {
        ctx.moveTo(ox + c * cell, oy + (r + 1) * cell + 0.5);
        ctx.lineTo(ox + (c + 1) * cell, oy + (r + 1) * cell + 0.5);
      }
    }
  }
  ctx.stroke();
  // thick borders between different regions
  ctx.strokeStyle = COLORS.border;
  ctx.lineWidth = Math.max(2, Math.round(cell / 12));
  ctx.lineCap = 'square';
  ctx.beginPath();
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c <= cols; c++) {
      const here = r < rows && c < cols ? g.region(r, c) : null;
      const left = r < rows && c > 0 ? g.region(r, c - 1) : null;
      const up = c < cols && r > 0 ? g.region(r - 1, c) : null;
      if (r < rows && here !== left) {
        ctx.moveTo(ox + c * cell, oy + r * cell);
        ctx.lineTo(ox + c * cell, oy + (r + 1) * cell);
      }
      if (c < cols && here !== up) {
        ctx.moveTo(ox + c * cell, oy + r * cell);
        ctx.lineTo(ox + (c + 1) * cell, oy + r * cell);
      }
    }
  }
  ctx.stroke();
  // letters: once per region, in its first cell in reading order
  if (g.letter && cell >= 12) {
    const seen = new Set();
    ctx.fillStyle = COLORS.text;
    ctx.font = `600 ${Math.round(cell * 0.5)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const id = g.region(r, c);
        if (id === null || seen.has(id)) continue;
        seen.add(id);
        const t = g.letter(r, c);
        if (t) ctx.fillText(t, ox + (c + 0.5) * cell, oy + (r + 0.54) * cell);
      }
    }
  }
  if (g.diff) {
    // differing cells: a translucent wash and an inset outline, so colours and letters stay visible
    const lw = Math.max(2, Math.round(cell / 14));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (!g.diff(r, c)) continue;
        ctx.fillStyle = 'rgba(214,51,108,0.18)';
        ctx.fillRect(ox + c * cell, oy + r * cell, cell, cell);
        ctx.strokeStyle = COLORS.diff;
        ctx.lineWidth = lw;
        ctx.setLineDash([Math.max(2, cell / 8), Math.max(2, cell / 10)]);
        const inset = lw / 2 + Math.max(2, cell / 10);
        ctx.strokeRect(ox + c * cell + inset, oy + r * cell + inset, cell - 2 * inset, cell - 2 * inset);
        ctx.setLineDash([]);
      }
    }
  }
}

// A small picture of a piece given as rows of '#'/'.'.
export function drawShape(canvas, rows, color, maxPx = 38) {
  const h = rows.length;
  const w = rows.reduce((m, r) => Math.max(m, r.length), 0);
  const cell = Math.max(3, Math.min(10, Math.floor(maxPx / Math.max(w, h, 1))));
  const ctx = sizeCanvas(canvas, w * cell + 2, h * cell + 2);
  ctx.clearRect(0, 0, w * cell + 2, h * cell + 2);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (rows[y][x] !== '#') continue;
      ctx.fillStyle = color;
      ctx.fillRect(1 + x * cell, 1 + y * cell, cell, cell);
      ctx.strokeStyle = 'rgba(27,31,42,0.55)';
      ctx.lineWidth = 1;
      ctx.strokeRect(1.5 + x * cell, 1.5 + y * cell, cell - 1, cell - 1);
    }
  }
}

// The height a board may take: in the embed (body.embed) what its frame leaves, so a row that
// appears shrinks the board rather than overflowing a fixed-height iframe; else `fallback`.
const inEmbed = () => document.body.classList.contains('embed');
export function boardRoom(canvas, fallback) {
  if (!inEmbed()) return fallback;
  const others = document.querySelector('main').getBoundingClientRect().bottom + scrollY - canvas.getBoundingClientRect().height;
  return Math.max(100, Math.min(fallback, Math.floor(innerHeight - others - 1)));
}
// In the embed, `observer` (the board's ResizeObserver) also follows the page's height.
export function followRoom(observer) {
  if (inEmbed()) observer.observe(document.querySelector('main'));
}
