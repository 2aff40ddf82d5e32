// Builds Penpa+ links the way Penpa+ writes them (for tests): the text lines, Penpa's
// substitutions applied in order (`z` escaped first), raw DEFLATE (Node's zlib), standard base64.
'use strict';
const zlib = require('node:zlib');

const SUBSTITUTIONS = [
  ['z', 'zZ'], ['"qa"', 'z9'], ['"pu_q"', 'zQ'], ['"pu_a"', 'zA'], ['"grid"', 'zG'], ['"edit_mode"', 'zM'],
  ['"surface"', 'zS'], ['"line"', 'zL'], ['"lineE"', 'zE'], ['"wall"', 'zW'], ['"cage"', 'zC'], ['"number"', 'zN'],
  ['"symbol"', 'zY'], ['"special"', 'zP'], ['"board"', 'zB'], ['"command_redo"', 'zR'], ['"command_undo"', 'zU'],
  ['"command_replay"', 'z8'], ['"numberS"', 'z1'], ['"freeline"', 'zF'], ['"freelineE"', 'z2'], ['"thermo"', 'zT'],
  ['"arrows"', 'z3'], ['"direction"', 'zD'], ['"squareframe"', 'z0'], ['"polygon"', 'z5'], ['"deletelineE"', 'z4'],
  ['"killercages"', 'z6'], ['"nobulbthermo"', 'z7'], ['"__a"', 'z_'], ['null', 'zO'],
];

// rows: the clue grid (0 = empty, '?' allowed); tags: genre tags; options: {mode, space: [top,
// bottom, left, right] white margins, title, padding: keep base64 '=' padding}.
function penpaText(rows, tags, { space = [0, 0, 0, 0], title = 'zigzag puzzle' } = {}) {
  const h = rows.length - space[0] - space[1] + space[0] + space[1];
  const w = rows[0].length;
  const nx = w, ny = h;
  const stride = nx + 4;
  const number = {};
  rows.forEach((row, y) => row.forEach((v, x) => {
    if (v !== 0) number[String((y + 2) * stride + x + 2)] = [typeof v === 'number' ? v : String(v), 1, '1'];
  }));
  const centers = [];
  for (let y = space[0]; y < ny - space[1]; y++) for (let x = space[2]; x < nx - space[3]; x++) centers.push((y + 2) * stride + x + 2);
  const deltas = centers.map((c, i) => (i === 0 ? c : c - centers[i - 1]));
  const layer = { command_redo: { __a: [] }, command_undo: { __a: [] }, surface: {}, number, numberS: {}, symbol: {},
    freeline: {}, freelineE: {}, thermo: [], arrows: [], direction: [], squareframe: [], polygon: [], line: {},
    lineE: {}, wall: {}, cage: {}, deletelineE: {}, killercages: [], nobulbthermo: [] };
  const lines = [
    `square,${nx},${ny},38,0,1,1,${(nx + 1) * 38},${(ny + 1) * 38},12,12,0,0,0,0,Title: ${title},Author: ,,,,false`,
    JSON.stringify(space),
    JSON.stringify({ qa: 'pu_q', grid: ['1', '2', '1'] }) + '~zS~',
    JSON.stringify(layer),
    JSON.stringify({ ...layer, number: {} }),
    JSON.stringify(deltas),
    '[]', '{"sol_surface":false}', '', '', '[3,3,1]', '', '', '', '{}', '{}', '',
    JSON.stringify(tags),
    '',
  ];
  return lines.join('\n');
}

function compress(text) {
  let t = text;
  for (const [from, to] of SUBSTITUTIONS) t = t.split(from).join(to);
  return t;
}

function penpaLink(rows, tags, options = {}) {
  const { mode = 'edit', padding = false } = options;
  let b64 = zlib.deflateRawSync(Buffer.from(compress(penpaText(rows, tags, options)), 'utf8')).toString('base64');
  if (!padding) b64 = b64.replace(/=+$/, '');
  return `https://swaroopg92.github.io/penpa-edit/#m=${mode}&p=${b64}`;
}

module.exports = { penpaLink, penpaText, compress };
