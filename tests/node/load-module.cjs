// Loads the wasm build (web/gen/dlx.js + dlx.wasm) in Node for the tests and the benchmark.
'use strict';
const fs = require('fs');
const path = require('path');

const GEN = path.join(__dirname, '..', '..', 'web', 'gen');

async function loadDlx() {
  const createDlxModule = require(path.join(GEN, 'dlx.js'));
  // MODULARIZE'd emcc output cannot fetch its .wasm by URL in Node: hand it the bytes.
  return createDlxModule({ wasmBinary: fs.readFileSync(path.join(GEN, 'dlx.wasm')) });
}

// Opens a session, runs it to `stop` solutions (0 = all) and returns the report object.
function solve(M, kind, input, options = {}, stop = 1, keep = stop || 1) {
  const s = M.open(kind, input, JSON.stringify(options));
  try {
    const err = JSON.parse(s.error());
    if (err) return { error: err };
    s.setKeep(keep);
    while (!s.complete() && (stop === 0 || s.count() < stop)) s.run(1 << 20);
    return JSON.parse(s.report(keep));
  } finally {
    s.delete();
  }
}

module.exports = { loadDlx, solve };
