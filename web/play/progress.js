// The reader's progress in Play, kept in this browser only (localStorage), one entry per puzzle.
// A puzzle is named by a hash of its kind, the text the wasm module writes for it and its options,
// so the same puzzle opened from a link, an import or the editor finds the same entry.

const PREFIX = 'dlx-play:';

// FNV-1a over UTF-16 code units in two 32-bit lanes with different offsets: 64 bits, plenty to
// tell puzzles apart in one browser (this is a storage key, not a security measure).
function hash64(text) {
  let a = 0x811c9dc5, b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function puzzleKey(kind, text, options) {
  const opts = Object.keys(options || {}).sort().map((k) => `${k}=${options[k]}`).join('&');
  return PREFIX + hash64(`${kind}\n${opts}\n${text}`);
}

// Storage may be missing or refuse: a private window, or an embed inside another site's page
// when the browser blocks third-party storage (reading window.localStorage then throws a
// SecurityError). A Storage Access API grant hands over a storage of its own (useStorage).
let granted = null;

function storage() {
  if (granted) return granted;
  try { return window.localStorage; } catch { return null; }
}

// Storage from a Storage Access API handle (handle.localStorage), used from now on.
export function useStorage(s) { granted = s || null; }

// Whether progress can be kept here: storage is there and takes a write (a blocked or full
// storage may be readable yet refuse to keep anything).
export function progressKept() {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(`${PREFIX}probe`, '1');
    s.removeItem(`${PREFIX}probe`);
    return true;
  } catch {
    return false;
  }
}

// The longest time a saved clock may show (a year): anything else in storage is not a clock.
const MAX_ELAPSED_MS = 365 * 24 * 3600 * 1000;
export const cleanElapsed = (ms) => {
  const n = Number(ms);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_ELAPSED_MS) : 0;
};

// -> {play, elapsedMs, solved} or null when nothing (usable) is stored. `play` is as stored:
// the player's clean() checks it against the puzzle before it is used (it is input like any other).
export function loadProgress(key) {
  const s = storage();
  if (!s) return null;
  try {
    const v = JSON.parse(s.getItem(key) || 'null');
    if (!v || typeof v !== 'object' || v.v !== 1) return null;
    return { play: v.play === undefined ? null : v.play, elapsedMs: cleanElapsed(v.elapsedMs), solved: !!v.solved, revealed: !!v.revealed };
  } catch {
    return null;
  }
}

// -> whether it was kept
export function saveProgress(key, { play, elapsedMs, solved, revealed }) {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(key, JSON.stringify({ v: 1, play, elapsedMs: Math.round(elapsedMs), solved: !!solved, revealed: !!revealed }));
    return true;
  } catch {
    return false;  // full or refused: not kept
  }
}

export function clearProgress(key) {
  const s = storage();
  if (s) try { s.removeItem(key); } catch { /* refused: nothing to clear */ }
}
