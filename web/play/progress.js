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

// Storage may be missing or refuse (private windows, quota): progress is then simply not kept.
function storage() {
  try { return window.localStorage; } catch { return null; }
}

// -> {play, elapsedMs, solved} or null when nothing (usable) is stored
export function loadProgress(key) {
  const s = storage();
  if (!s) return null;
  try {
    const v = JSON.parse(s.getItem(key) || 'null');
    if (!v || typeof v !== 'object' || v.v !== 1) return null;
    return { play: v.play === undefined ? null : v.play, elapsedMs: Number(v.elapsedMs) || 0, solved: !!v.solved };
  } catch {
    return null;
  }
}

export function saveProgress(key, { play, elapsedMs, solved }) {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(key, JSON.stringify({ v: 1, play, elapsedMs: Math.round(elapsedMs), solved: !!solved }));
  } catch { /* full or refused: not kept */ }
}

export function clearProgress(key) {
  const s = storage();
  if (s) try { s.removeItem(key); } catch { /* refused: nothing to clear */ }
}
