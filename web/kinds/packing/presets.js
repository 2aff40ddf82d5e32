// The packing "Presets" fieldset: the preset names the wasm module lists (M.kinds()), loaded as
// a whole puzzle or as extra pieces. The module expands a preset (option preset=NAME).

import { h } from '../../lib/dom.js';
import { fromImport } from './state.js';

// Readable titles for the preset names the module lists; a name missing here is shown as it is.
const PRESET_TITLES = {
  'pentomino-6x10': 'Pentominoes, 6×10',
  'pentomino-5x12': 'Pentominoes, 5×12',
  'pentomino-4x15': 'Pentominoes, 4×15',
  'pentomino-3x20': 'Pentominoes, 3×20',
  'pentomino-8x8': 'Pentominoes, 8×8 minus centre',
  'tetromino-4x10': 'Tetrominoes ×2, 4×10',
  'tetromino-5x8': 'Tetrominoes ×2, 5×8',
  'hexomino-15x15': 'Hexominoes (all 35), 15×15 with a 3×5 hole',
  'tromino-l-3x4': 'L-trominoes ×4, 3×4',
};

// onLoaded(what) after the state changed (the editor clears its solution and commits).
export function presetsPanel(ed, onLoaded) {
  const { host } = ed;
  const select = h('select', { id: 'pk-preset', 'aria-label': 'Preset', disabled: true },
    h('option', { value: '' }, 'Loading presets…'));
  host.kinds().then((kinds) => {
    const me = (Array.isArray(kinds) ? kinds : []).find((k) => k && k.name === 'packing');
    const names = me && Array.isArray(me.presets) ? me.presets.map(String) : [];
    select.replaceChildren(...(names.length
      ? names.map((name) => h('option', { value: name }, PRESET_TITLES[name] || name))
      : [h('option', { value: '' }, 'No presets (the solver did not load)')]));
    select.disabled = !names.length;
  });

  async function use(mode) {
    const name = select.value;
    if (!name) { host.notify('The presets are not available yet: wait until the solver is ready.'); return; }
    const r = await host.read('packing', '', { preset: name });
    if (!r.ok) { host.notify(`The preset could not be loaded: ${r.error.message}`); return; }
    const loaded = fromImport({ options: {}, describe: r.value.describe });
    if (mode === 'load') ed.state = loaded;
    else ed.state.pieces.push(...loaded.pieces);
    onLoaded(mode === 'load' ? 'preset' : 'preset pieces');
    host.notify(mode === 'load'
      ? `Loaded the preset "${select.selectedOptions[0].textContent}".`
      : `Added ${loaded.pieces.length} pieces from the preset.`);
  }

  return {
    element: h('fieldset', {},
      h('legend', {}, 'Presets'),
      select,
      h('div', { class: 'row' },
        h('button', { type: 'button', id: 'pk-load-preset', onclick: () => use('load') }, 'Load puzzle'),
        h('button', { type: 'button', id: 'pk-add-preset', onclick: () => use('add') }, 'Add its pieces'))),
  };
}
