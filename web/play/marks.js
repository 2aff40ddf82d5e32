// The marks text players write (`dlx analyze --marks`: rows of blank-separated tokens, `.`
// unknown, an integer label) read back into cells, so Check can compare them with the analysis.
// Cells are [x, y]: column and row of the token (exact cover: [option, 0]).

export const cellKey = (x, y) => `${x},${y}`;

// -> rows of tokens
export function parseMarks(text) {
  return String(text || '').split('\n').map((line) => line.trim()).filter(Boolean).map((line) => line.split(/\s+/));
}

// -> [{x, y, label}] for every token that is not '.'
export function markedCells(rows) {
  const out = [];
  rows.forEach((row, y) => row.forEach((t, x) => { if (t !== '.') out.push({ x, y, label: Number(t) }); }));
  return out;
}

// The marks as groups of 4-connected cells with the same label: a rectangle, a path, a piece.
export function components(rows) {
  const seen = new Set();
  const groups = [];
  rows.forEach((row, y) => row.forEach((t, x) => {
    if (t === '.' || seen.has(cellKey(x, y))) return;
    const group = [];
    const stack = [[x, y]];
    seen.add(cellKey(x, y));
    while (stack.length) {
      const [cx, cy] = stack.pop();
      group.push([cx, cy]);
      for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]]) {
        if (!rows[ny] || rows[ny][nx] !== t || seen.has(cellKey(nx, ny))) continue;
        seen.add(cellKey(nx, ny));
        stack.push([nx, ny]);
      }
    }
    groups.push(group);
  }));
  return groups;
}

// rows of tokens -> the marks text
export function marksText(rows) {
  return rows.map((row) => row.join(' ')).join('\n') + '\n';
}

// The marks text with only `cells` kept (every other token '.').
export function keepOnly(rows, cells) {
  const keep = new Set(cells.map(([x, y]) => cellKey(x, y)));
  return marksText(rows.map((row, y) => row.map((t, x) => (keep.has(cellKey(x, y)) ? t : '.'))));
}

// What every solution gives a cell, from an analysis report without marks: (x, y) -> label or
// null (open, or not settled). Exact cover reports option states instead of a grid.
export function sharedLabels(report) {
  if (Array.isArray(report.options)) {
    return (x, y) => (y !== 0 ? null : report.options[x] === 'all' ? 1 : report.options[x] === 'none' ? 0 : null);
  }
  const grid = report.grid || [];
  return (x, y) => {
    const v = grid[y] ? grid[y][x] : null;
    return v === undefined ? null : v;
  };
}
