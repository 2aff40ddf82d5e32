// The unsolved packing puzzle as one picture: the board and, under it, the pieces to place (each
// definition once, "×n" when it has copies), captioned "Pieces". The read-only board draws it
// (the embed page in Solver mode, the unsolved-puzzle PNG); loaded only there (dynamic import).

import { COLORS, colorFor, drawRegions } from '../../lib/draw.js';
import { firstInstance, pieceName } from './rows.js';
import { normalize, shapeCells } from './placing.js';

const CAPTION = 22;  // px above the pieces for the caption

// Pieces flowed left to right in rows `width` px wide, `unit` px per cell, one cell apart.
function flow(pieces, width, unit) {
  const items = [];
  let x = 0;
  let y = CAPTION;
  let rowH = 0;
  let right = 0;
  pieces.forEach((p, i) => {
    const shape = normalize(shapeCells(p.rows));
    const w = (Math.max(...shape.map((c) => c[0])) + 1) * unit;
    const h = (Math.max(...shape.map((c) => c[1])) + 1) * unit;
    const label = p.count > 1 ? 2.2 * unit : 0;
    if (x > 0 && x + w + label > width) { x = 0; y += rowH + unit; rowH = 0; }
    items.push({ i, shape, x, y, w, h });
    x += w + label + unit;
    right = Math.max(right, x - unit);
    rowH = Math.max(rowH, h);
  });
  return { items, width: right, height: y + rowH };
}

// The cell size (board) and piece unit that fit the board and its pieces into avail x maxH px.
// -> {cell, unit, layout, boardH, height, width}
export function fitPicture(state, avail, maxH) {
  for (let cell = Math.min(48, Math.floor(avail / state.width)); ; cell--) {
    const unit = Math.max(5, Math.min(18, Math.round(cell * 0.5)));
    const layout = flow(state.pieces, avail, unit);
    const boardH = state.height * cell;
    const height = boardH + 10 + layout.height;
    if (height <= maxH || cell <= 8) return { cell, unit, layout, boardH, height, width: Math.max(state.width * cell, layout.width) };
  }
}

export function drawPicture(ctx, state, fit) {
  const { cell, unit, layout, boardH } = fit;
  drawRegions(ctx, {
    rows: state.height,
    cols: state.width,
    cell,
    region: (r, c) => (state.board[r][c] === '.' ? 'free' : null),
    fill: (r, c) => (state.board[r][c] === '.' ? COLORS.free : COLORS.wall),
  });
  const top = boardH + 10;
  ctx.fillStyle = COLORS.text;
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText('Pieces', 0, top + CAPTION / 2 - 2);
  for (const it of layout.items) {
    const p = state.pieces[it.i];
    const at = firstInstance(state.pieces, it.i);
    const keys = new Set(it.shape.map((c) => c.join(',')));
    const cols = it.w / unit;
    const rows = it.h / unit;
    drawRegions(ctx, {
      rows, cols, cell: unit, ox: it.x, oy: top + it.y,
      region: (r, c) => (keys.has(`${c},${r}`) ? 'p' : null),
      fill: (r, c) => (keys.has(`${c},${r}`) ? colorFor(at) : '#ffffff'),
    });
    // drawRegions paints the box around a piece like a wall: clear the cells outside it.
    ctx.fillStyle = '#ffffff';
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) if (!keys.has(`${c},${r}`)) ctx.clearRect(it.x + c * unit, top + it.y + r * unit, unit, unit);
    }
    if (p.count > 1) {
      ctx.fillStyle = COLORS.text;
      ctx.font = `600 ${Math.max(10, Math.round(unit * 0.9))}px system-ui, sans-serif`;
      ctx.fillText(`×${p.count}`, it.x + it.w + 3, top + it.y + it.h / 2);
    }
    ctx.fillStyle = COLORS.text;
    if (unit >= 10) {
      const [fx, fy] = it.shape[0];
      ctx.font = `600 ${Math.round(unit * 0.7)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(pieceName(state.pieces, it.i, at), it.x + (fx + 0.5) * unit, top + it.y + (fy + 0.55) * unit);
      ctx.textAlign = 'left';
    }
  }
}
