// The kind registry: one line per kind module (see README.md in this folder for the interface).
// Kinds the wasm module does not report (M.kinds()) are hidden from the picker.
import packing from './packing.js';
import exactCover from './exact-cover.js';
import shikaku from './shikaku.js';
import numberlink from './numberlink.js';

export const KINDS = [
  packing,
  exactCover,
  shikaku,
  numberlink,
];

export function findKind(name) {
  return KINDS.find((k) => k.name === name) || null;
}
