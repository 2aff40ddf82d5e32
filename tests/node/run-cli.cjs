// Runs the native `dlx` (build/native/dlx) from the repository root, for the CLI tests.
'use strict';
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.join(__dirname, '..', '..');
const DLX = path.join(ROOT, 'build', 'native', 'dlx');

// -> {code, out, err}; `input` goes to stdin.
function dlx(args, input) {
  const r = spawnSync(DLX, args, { cwd: ROOT, input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

module.exports = { ROOT, DLX, dlx };
