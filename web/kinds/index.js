// The kind registry: one line per kind (see README.md in this folder for the interface). The
// picker needs only names and titles; a kind's module is imported when a link, an import, an
// example or the picker first asks for it. Only the default kind (packing, what a first visit
// shows) is part of the first download, so that download stays within its budget however many
// kinds there are. Kinds the wasm module does not report (M.kinds()) are hidden from the picker.
export const KINDS = [
  { name: 'packing', title: 'Packing / tiling', load: () => import('./packing.js') },
  { name: 'exact-cover', title: 'Exact cover (Knuth’s format)', load: () => import('./exact-cover.js') },
  { name: 'shikaku', title: 'Shikaku (Rectangles)', load: () => import('./shikaku.js') },
  { name: 'numberlink', title: 'Numberlink', load: () => import('./numberlink.js') },
];

export const DEFAULT_KIND = 'packing';

const loaded = new Map(); // name -> promise of the kind (its module's default export + title)

// The kind named, or null for a name no kind has (a link or a file may name anything).
export function loadKind(name) {
  const entry = KINDS.find((k) => k.name === name);
  if (!entry) return Promise.resolve(null);
  if (!loaded.has(name)) {
    const kind = entry.load().then((m) => ({ ...m.default, title: entry.title }));
    kind.catch(() => loaded.delete(name)); // a failed fetch may be retried
    loaded.set(name, kind);
  }
  return loaded.get(name);
}
