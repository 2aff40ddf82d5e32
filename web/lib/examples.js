// The ready examples the page's intro line offers, one per kind (index.html has their buttons).
// Each is read by the wasm module like an import; a packing preset is named by its option.

export const EXAMPLES = {
  packing: { title: 'Pentominoes 6×10', input: '', options: { preset: 'pentomino-6x10' } },
  shikaku: { title: 'a 6×6 Shikaku', input: 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j', options: {} },
  numberlink: { title: 'a 7×7 Numberlink', input: 'https://puzz.link/p?arukone/7/7/j1i2g345g3627g51h7h48g9aj6h9bg8ccbia', options: {} },
};
