// Piece names through the CLI: the pentomino presets' letter grid uses F I L N P T U V W X Y Z.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.join(__dirname, '..', '..');
const DLX = path.join(ROOT, 'build', 'native', 'dlx');

test('the pentomino presets print the usual letters; a named piece file keeps its names', () => {
  for (const preset of ['pentomino-6x10', 'pentomino-8x8']) {
    const r = spawnSync(DLX, ['solve', '--preset', preset], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal([...new Set(r.stdout.replace(/[\s#]/g, ''))].sort().join(''), 'FILNPTUVWXYZ');
  }
  const text = '...\n...\n\nrules: rotate=yes reflect=yes\npiece: name=L\n#.\n##\n\npiece: name=J\n##\n#.\n';
  const r = spawnSync(DLX, ['solve', '-'], { cwd: ROOT, input: text, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.equal([...new Set(r.stdout.replace(/\s/g, ''))].sort().join(''), 'JL');
  const bad = spawnSync(DLX, ['solve', '-'], { cwd: ROOT, input: text.replace('name=L', 'name=LL'), encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /line 5, column 13: a piece name is one letter or digit, not 'LL'/);
});
