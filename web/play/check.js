// Check: which of the reader's marks agree with no solution. Against ALL solutions: a mark that
// contradicts what every solution shares is wrong; on a puzzle with several solutions a group of
// marks (a rectangle, a path, an option) over cells the solutions disagree about is tested on its
// own with the analysis; and when every group fits some solution but they clash together, the
// mark the analysis names as the conflict is flagged. Nothing more is said: no right answers.
import { parseMarks, markedCells, components, keepOnly, sharedLabels, cellKey } from './marks.js';

//   marks        the player's marks text
//   units        groups of cells ([[x, y], ...]) tested together, or null for components()
//   ruleFlags    cells that break the puzzle's rules on their own (e.g. a rectangle with no number)
//   base         the analysis report of the puzzle without marks (mode check)
//   ask(marks)   -> Promise of the analysis report of the puzzle with these marks (mode hint)
// -> {flags: [[x, y], ...], clash: bool}
export async function findWrongMarks({ marks, units, ruleFlags = [], base, ask }) {
  const rows = parseMarks(marks);
  const flagged = new Map(ruleFlags.map(([x, y]) => [cellKey(x, y), [x, y]]));
  const flag = ([x, y]) => flagged.set(cellKey(x, y), [x, y]);
  const shared = sharedLabels(base);
  const settled = new Set();
  for (const { x, y, label } of markedCells(rows)) {
    const s = shared(x, y);
    if (s === null) continue;
    settled.add(cellKey(x, y));
    if (s !== label) flag([x, y]);
  }
  const groups = units || components(rows);
  const unique = base.complete && base.unique === true;
  if (!unique) {
    for (const group of groups) {
      if (group.some(([x, y]) => flagged.has(cellKey(x, y)))) continue;
      if (group.every(([x, y]) => settled.has(cellKey(x, y)))) continue;
      const r = await ask(keepOnly(rows, group));
      if (!r.consistent) group.forEach(flag);
    }
  }
  let clash = false;
  if (!flagged.size && groups.length > 1 && !unique) {
    const r = await ask(marks);
    if (!r.consistent && r.conflict) {
      const [cx, cy] = r.conflict.cell;
      const group = groups.find((g) => g.some(([x, y]) => x === cx && y === cy)) || [[cx, cy]];
      group.forEach(flag);
      clash = true;
    }
  }
  return { flags: [...flagged.values()], clash };
}
