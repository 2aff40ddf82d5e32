// The unsolved packing puzzle as one picture: the board and, under it, the pieces to place (each
// definition once, "×n" when it has copies), captioned "Pieces". The read-only board draws it
// (the embed page in Solver mode, the unsolved-puzzle PNG); loaded only there (dynamic import).

import { COLORS, colorFor, drawRegions } from '../../lib/draw.js';
import { firstInstance, pieceName } from './rows.js';
import { normalize, shapeCells } from './placing.js';

const CAPTION = 22;  // px above the pieces for the caption
const EDGE = 2;      // px around it all, so the outer borders are drawn whole

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
  for (let cell = Math.min(48, Math.floor((avail - 2 * EDGE) / state.width)); ; cell--) {
    const unit = Math.max(5, Math.min(18, Math.round(cell * 0.5)));
    const layout = flow(state.pieces, avail - 2 * EDGE, unit);
    const boardH = state.height * cell;
    const height = boardH + 10 + layout.height + 2 * EDGE;
    if (height <= maxH || cell <= 8) return { cell, unit, layout, boardH, height, width: Math.max(state.width * cell, layout.width) + 2 * EDGE };
  }
}

// A piece's cells in its colour, thin lines inside it, a bold outline around it (also the
// player's tray and the piece being dragged).
export function drawPiece(ctx, shape, x0, y0, unit, color) {
  const keys = new Set(shape.map((c) => c.join(',')));
  ctx.fillStyle = color;
  for (const [x, y] of shape) ctx.fillRect(x0 + x * unit, y0 + y * unit, unit, unit);
  ctx.strokeStyle = 'rgba(27,31,42,0.18)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const [x, y] of shape) {
    if (keys.has(`${x + 1},${y}`)) { ctx.moveTo(x0 + (x + 1) * unit + 0.5, y0 + y * unit); ctx.lineTo(x0 + (x + 1) * unit + 0.5, y0 + (y + 1) * unit); }
    if (keys.has(`${x},${y + 1}`)) { ctx.moveTo(x0 + x * unit, y0 + (y + 1) * unit + 0.5); ctx.lineTo(x0 + (x + 1) * unit, y0 + (y + 1) * unit + 0.5); }
  }
  ctx.stroke();
  ctx.strokeStyle = COLORS.border;
  ctx.lineWidth = Math.max(1.5, unit / 10);
  ctx.lineCap = 'square';
  ctx.beginPath();
  for (const [x, y] of shape) {
    const edges = [[0, -1, 0, 0, 1, 0], [0, 1, 0, 1, 1, 1], [-1, 0, 0, 0, 0, 1], [1, 0, 1, 0, 1, 1]];
    for (const [dx, dy, ax, ay, bx, by] of edges) {
      if (keys.has(`${x + dx},${y + dy}`)) continue;
      ctx.moveTo(x0 + (x + ax) * unit, y0 + (y + ay) * unit);
      ctx.lineTo(x0 + (x + bx) * unit, y0 + (y + by) * unit);
    }
  }
  ctx.stroke();
}

export function drawPicture(ctx, state, fit) {
  const { cell, unit, layout, boardH } = fit;
  drawRegions(ctx, {
    rows: state.height,
    cols: state.width,
    cell,
    ox: EDGE,
    oy: EDGE,
    region: (r, c) => (state.board[r][c] === '.' ? 'free' : null),
    fill: (r, c) => (state.board[r][c] === '.' ? COLORS.free : COLORS.wall),
  });
  const top = EDGE + boardH + 10;
  ctx.fillStyle = COLORS.text;
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText('Pieces', EDGE, top + CAPTION / 2 - 2);
  for (const it of layout.items) {
    const p = state.pieces[it.i];
    const at = firstInstance(state.pieces, it.i);
    const x0 = EDGE + it.x;
    const y0 = top + it.y;
    drawPiece(ctx, it.shape, x0, y0, unit, colorFor(at));
    ctx.fillStyle = COLORS.text;
    if (p.count > 1) {
      ctx.font = `600 ${Math.max(10, Math.round(unit * 0.9))}px system-ui, sans-serif`;
      ctx.fillText(`×${p.count}`, x0 + it.w + 3, y0 + it.h / 2);
    }
    if (unit >= 10) {
      const [fx, fy] = it.shape[0];
      ctx.font = `600 ${Math.round(unit * 0.7)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(pieceName(state.pieces, it.i, at), x0 + (fx + 0.5) * unit, y0 + (fy + 0.55) * unit);
      ctx.textAlign = 'left';
    }
  }
}
