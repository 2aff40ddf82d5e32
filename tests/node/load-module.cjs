// Loads the wasm builds (web/gen/dlx.js + dlx.wasm, and dlx-extra.js + .wasm) in Node for the tests and the benchmark.
'use strict';
const fs = require('fs');
const path = require('path');

const GEN = path.join(__dirname, '..', '..', 'web', 'gen');

async function loadDlx() {
  const createDlxModule = require(path.join(GEN, 'dlx.js'));
  // MODULARIZE'd emcc output cannot fetch its .wasm by URL in Node: hand it the bytes.
  return createDlxModule({ wasmBinary: fs.readFileSync(path.join(GEN, 'dlx.wasm')) });
}

// The second module (web/gen/dlx-extra.js: the watchable search), loaded on first use by the page.
async function loadDlxExtra() {
  const createDlxExtraModule = require(path.join(GEN, 'dlx-extra.js'));
  return createDlxExtraModule({ wasmBinary: fs.readFileSync(path.join(GEN, 'dlx-extra.wasm')) });
}

// Opens a session, runs it to `stop` solutions (0 = all) and returns the result of its report:
// {ok: true, value: report} or {ok: false, error} (the failure of the open or of a run).
function solve(M, kind, input, options = {}, stop = 1, keep = stop || 1) {
  const s = M.open(kind, input, JSON.stringify(options));
  try {
    const opened = JSON.parse(s.opened());
    if (!opened.ok) return opened;
    s.setKeep(keep);
    for (;;) {
      const st = JSON.parse(s.stats());
      if (st.complete || (stop !== 0 && st.count >= stop)) break;
      const r = JSON.parse(s.run(1 << 20));
      if (!r.ok) return r;
    }
    return JSON.parse(s.report(keep));
  } finally {
    s.delete();
  }
}

// The analysis module (web/gen/dlx-analysis.js + .wasm): M.analyze only.
async function loadAnalysis() {
  const create = require(path.join(GEN, 'dlx-analysis.js'));
  return create({ wasmBinary: fs.readFileSync(path.join(GEN, 'dlx-analysis.wasm')) });
}

module.exports = { loadDlx, loadDlxExtra, loadAnalysis, solve };
