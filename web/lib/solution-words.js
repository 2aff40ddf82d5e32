// The shown solution in words, for the board's live region (app.js): what a sighted reader takes
// in at a glance, i.e. which rectangle, path, piece or option lies where, not only how many.
// Loaded when a solution is first shown, so the first download does not grow.
import { cellWords, cellsWords, rectWords } from './cell-words.js';

const MAX_PARTS = 12;  // past this many, the rest is counted (Export lists a whole solution)

function listed(parts, sep = '; ') {
  const shown = parts.slice(0, MAX_PARTS).join(sep);
  return parts.length > MAX_PARTS ? `${shown}${sep}and ${parts.length - MAX_PARTS} more` : shown;
}

// sol: the kind's solution; state: the puzzle's editor state (packing: the piece names).
export function solutionWords(sol, state) {
  if (Array.isArray(sol.rects)) {
    const parts = sol.rects.map((r) => `the ${r.clue > 0 ? r.clue : '?'} at ${cellWords(r.cx, r.cy)} covers ${rectWords(r)}`);
    return `${sol.rects.length} rectangles: ${listed(parts)}.`;
  }
  if (Array.isArray(sol.paths)) {
    const parts = sol.paths.map((p) => {
      const c = p.cells || [];
      return `${p.number} from ${cellWords(...c[0])} to ${cellWords(...c[c.length - 1])}, ${c.length} cells`;
    });
    return `${sol.paths.length} paths: ${listed(parts)}.`;
  }
  if (Array.isArray(sol.placements)) {
    const pieces = (state && state.pieces) || [];
    const parts = sol.placements.map((pl) => {
      const named = pieces[pl.definition] && pieces[pl.definition].name;
      return `${named || `piece ${pl.letter}`} on ${cellsWords(pl.cells || [])}`;
    });
    // A piece's cells are listed by row with ';', so the pieces are sentences of their own.
    return `${sol.placements.length} pieces placed. ${listed(parts, '. ')}.`;
  }
  if (Array.isArray(sol.options)) {
    return `${sol.options.length} options chosen: ${listed(sol.options.map((o) => o.join(' ')))}.`;
  }
  return 'Solved.';
}
