// Drawing helpers the number-grid boards (Shikaku, Numberlink) share: colours, cell text, the
// plain grid and the marks for cells that differ between two solutions.

import { COLORS } from './draw.js';

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
