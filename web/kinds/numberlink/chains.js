// The Numberlink play state and its edits, apart from drawing and input. A state is
// {chains: [{n, cells: [[x, y], ...]}], empty: [[x, y], ...]}: each chain an ordered run of
// cells of number n (a path from a number, or a loose piece a hint placed), `empty` the cells
// the reader marked as unused (rule free). Every function returns a new state.

const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const adjacent = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

export function emptyPlay() { return { chains: [], empty: [] }; }

// numbers: the puzzle's grid (0 = no number) -> helpers bound to it
export function chainRules(numbers) {
  const clue = ([x, y]) => (numbers[y] ? numbers[y][x] : 0) || 0;

  function find(play, cell) {
    for (let i = 0; i < play.chains.length; i++) {
      const j = play.chains[i].cells.findIndex((c) => same(c, cell));
      if (j >= 0) return { i, j };
    }
    return null;
  }

  // A chain end that may grow: the end of a loose piece, or of a path whose end is no number.
  function openEnd(chain, atStart) {
    if (chain.cells.length === 1) return true;
    return clue(atStart ? chain.cells[0] : chain.cells[chain.cells.length - 1]) === 0;
  }

  // Drops `cell` from whatever chain holds it; both parts stay (a lone number is no path).
  function cut(play, cell) {
    const at = find(play, cell);
    if (!at) return play;
    const k = play.chains[at.i];
    const parts = [k.cells.slice(0, at.j), k.cells.slice(at.j + 1)]
      .filter((cells) => cells.length && !(cells.length === 1 && clue(cells[0])))
      .map((cells) => ({ n: k.n, cells }));
    const chains = play.chains.slice();
    chains.splice(at.i, 1, ...parts);
    return { ...play, chains };
  }

  const unmarkEmpty = (play, cell) => ({ ...play, empty: play.empty.filter((c) => !same(c, cell)) });

  // The chain `i` made to end at its cell `j` (reversed or trimmed as needed), so it can grow
  // from there: the part kept is the one that starts at a number; from a number itself the path
  // starts again.
  function headAt(play, i, j) {
    const chains = play.chains.slice();
    let cells = chains[i].cells.slice();
    if (clue(cells[j])) {
      chains[i] = { n: chains[i].n, cells: [cells[j]] };
      return { ...play, chains };
    }
    if (j === 0 && cells.length > 1) { cells.reverse(); j = cells.length - 1; }
    if (j < cells.length - 1) {
      if (!clue(cells[0]) && clue(cells[cells.length - 1])) { cells.reverse(); j = cells.length - 1 - j; }
      cells = cells.slice(0, j + 1);
    }
    chains[i] = { n: chains[i].n, cells };
    return { ...play, chains };
  }

  // One step of a drawn path from the head of chain `i` (its last cell) to the adjacent `cell`.
  // -> {play, i} (i: the growing chain's index afterwards), or null when the step is not allowed.
  function step(play, i, cell) {
    const chain = play.chains[i];
    const cells = chain.cells;
    const head = cells[cells.length - 1];
    if (!adjacent(head, cell)) return null;
    const back = cells.findIndex((c) => same(c, cell));
    if (back >= 0) {  // drawing back over the path shortens it
      const chains = play.chains.slice();
      chains[i] = { n: chain.n, cells: cells.slice(0, back + 1) };
      return { play: { ...play, chains }, i };
    }
    if (cells.length > 1 && clue(head) === chain.n) return null; // reached its number: finished
    const c = clue(cell);
    if (c && c !== chain.n) return null;
    const other = find(play, cell);
    if (other && play.chains[other.i].n === chain.n) {
      const k = play.chains[other.i];
      const atStart = other.j === 0, atEnd = other.j === k.cells.length - 1;
      if (!atStart && !atEnd) return null;
      const tail = atStart ? k.cells : k.cells.slice().reverse();
      const chains = play.chains.slice();
      chains[i] = { n: chain.n, cells: [...cells, ...tail] };
      chains.splice(other.i, 1);
      return { play: { ...play, chains }, i: other.i < i ? i - 1 : i };
    }
    let next = unmarkEmpty(other ? cut(play, cell) : play, cell);
    const me = find(next, head);
    const chains = next.chains.slice();
    chains[me.i] = { n: chain.n, cells: [...chains[me.i].cells, cell] };
    return { play: { ...next, chains }, i: me.i };
  }

  // Places `cell` on number n (a hint): joined to the open ends of n next to it.
  function place(play, cell, n) {
    let next = unmarkEmpty(cut(play, cell), cell);
    const ends = [];
    next.chains.forEach((k, i) => {
      if (k.n !== n) return;
      if (adjacent(k.cells[k.cells.length - 1], cell) && openEnd(k, false)) ends.push({ i, atStart: false });
      else if (adjacent(k.cells[0], cell) && openEnd(k, true)) ends.push({ i, atStart: true });
    });
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nb = [cell[0] + dx, cell[1] + dy];
      if (clue(nb) === n && !find(next, nb)) {
        next = { ...next, chains: [...next.chains, { n, cells: [nb] }] };
        ends.push({ i: next.chains.length - 1, atStart: false });
      }
    }
    const chains = next.chains.slice();
    if (!ends.length) return { ...next, chains: [...chains, { n, cells: [cell] }] };
    const first = ends[0];
    const a = first.atStart ? chains[first.i].cells.slice().reverse() : chains[first.i].cells;
    let joined = [...a, cell];
    const drop = [];
    const second = ends.slice(1).find((e) => e.i !== first.i);
    if (second) {
      const b = chains[second.i].cells;
      joined = [...joined, ...(second.atStart ? b : b.slice().reverse())];
      drop.push(second.i);
    }
    chains[first.i] = { n, cells: joined };
    return { ...next, chains: chains.filter((_, i) => !drop.includes(i)) };
  }

  function toggleEmpty(play, cell) {
    if (play.empty.some((c) => same(c, cell))) return unmarkEmpty(play, cell);
    if (clue(cell) || find(play, cell)) return play;
    return { ...play, empty: [...play.empty, cell] };
  }

  return { clue, find, cut, headAt, step, place, toggleEmpty };
}

// Each number's label per cell: numbers, chains; 0 for cells marked empty; null unknown.
export function labelGrid(play, numbers) {
  const grid = numbers.map((row) => row.map((v) => (v > 0 ? v : null)));
  for (const k of play.chains) for (const [x, y] of k.cells) grid[y][x] = k.n;
  for (const [x, y] of play.empty) if (grid[y][x] === null) grid[y][x] = 0;
  return grid;
}

// Each number's cells on the puzzle's grid: n -> [[x, y], [x, y]].
function numberEnds(numbers) {
  const ends = new Map();
  numbers.forEach((row, y) => row.forEach((v, x) => { if (v > 0) ends.set(v, [...(ends.get(v) || []), [x, y]]); }));
  return ends;
}

// Every number joined to its partner by one chain, and nothing of it elsewhere.
export function allJoined(play, numbers) {
  const ends = numberEnds(numbers);
  for (const [n, [a, b]] of ends) {
    const mine = play.chains.filter((k) => k.n === n);
    if (mine.length !== 1) return false;
    const cells = mine[0].cells;
    const first = cells[0], last = cells[cells.length - 1];
    if (!((same(first, a) && same(last, b)) || (same(first, b) && same(last, a)))) return false;
  }
  return true;
}

// Once every cell is decided (a number, or empty), a number whose cells run as one simple path
// from one of its ends to the other is drawn as that path. A hint only ever names cells, so
// without this a pair of adjacent numbers (no cell between them) is never joined by hints, and
// loose pieces that hints placed side by side stay apart.
export function joinDecided(play, numbers) {
  const grid = labelGrid(play, numbers);
  if (grid.some((row) => row.some((v) => v === null))) return play;
  const h = grid.length, w = h ? grid[0].length : 0;
  const ends = numberEnds(numbers);
  let chains = play.chains;
  for (const [n, [a, b]] of ends) {
    if (!b) continue;
    const size = grid.reduce((s, row) => s + row.filter((v) => v === n).length, 0);
    const path = [a];
    for (let prev = null, at = a; !same(at, b);) {
      const next = [[1, 0], [-1, 0], [0, 1], [0, -1]]
        .map(([dx, dy]) => [at[0] + dx, at[1] + dy])
        .filter(([x, y]) => x >= 0 && y >= 0 && x < w && y < h && grid[y][x] === n && !(prev && same(prev, [x, y])));
      if (next.length !== 1 || path.length >= size) { path.length = 0; break; }
      prev = at; at = next[0]; path.push(at);
    }
    if (path.length !== size) continue;  // not one simple path through all of n's cells
    chains = [...chains.filter((k) => k.n !== n), { n, cells: path }];
  }
  return chains === play.chains ? play : { ...play, chains };
}

// Saved progress (storage or a link) checked against the puzzle like any input: chains of a
// number the puzzle has, over cells in the grid, each step to a neighbour, no cell used twice,
// crossing no other number; empty marks only where the rule lets cells stay unused. Whatever
// does not fit is dropped. -> a play state, or null when `play` is no play state at all.
export function cleanPlay(play, numbers, free) {
  if (!play || !Array.isArray(play.chains) || !Array.isArray(play.empty)) return null;
  const h = numbers.length, w = h ? numbers[0].length : 0;
  const labels = new Set(numbers.flat().filter((v) => v > 0));
  const isCell = (c) => Array.isArray(c) && Number.isInteger(c[0]) && Number.isInteger(c[1]) && c[0] >= 0 && c[1] >= 0 && c[0] < w && c[1] < h;
  const used = new Set();
  const key = ([x, y]) => y * w + x;
  const chains = [];
  for (const k of play.chains.slice(0, w * h)) {
    if (!k || !labels.has(k.n) || !Array.isArray(k.cells) || !k.cells.length || k.cells.length > w * h) continue;
    const cells = k.cells.map((c) => (isCell(c) ? [c[0], c[1]] : null));
    const fits = cells.every((c, i) => c && !used.has(key(c)) && (numbers[c[1]][c[0]] === 0 || numbers[c[1]][c[0]] === k.n) &&
      (i === 0 || adjacent(cells[i - 1], c)) && cells.findIndex((o) => o && same(o, c)) === i);
    if (!fits || (cells.length === 1 && numbers[cells[0][1]][cells[0][0]])) continue;
    cells.forEach((c) => used.add(key(c)));
    chains.push({ n: k.n, cells });
  }
  const empty = [];
  for (const c of (free ? play.empty.slice(0, w * h) : [])) {
    if (!isCell(c) || numbers[c[1]][c[0]] || used.has(key(c))) continue;
    used.add(key(c));
    empty.push([c[0], c[1]]);
  }
  return { chains, empty };
}
