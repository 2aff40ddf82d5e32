// Piece names through the CLI: the pentomino presets' letter grid uses F I L N P T U V W X Y Z.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { dlx } = require('./run-cli.cjs');

test('the pentomino presets print the usual letters; a named piece file keeps its names', () => {
  for (const preset of ['pentomino-6x10', 'pentomino-8x8']) {
    const r = dlx(['solve', '--preset', preset]);
    assert.equal(r.code, 0, r.err);
    assert.equal([...new Set(r.out.replace(/[\s#]/g, ''))].sort().join(''), 'FILNPTUVWXYZ');
  }
  const text = '...\n...\n\nrules: rotate=yes reflect=yes\npiece: name=L\n#.\n##\n\npiece: name=J\n##\n#.\n';
  const r = dlx(['solve', '-'], text);
  assert.equal(r.code, 0, r.err);
  assert.equal([...new Set(r.out.replace(/\s/g, ''))].sort().join(''), 'JL');
  const bad = dlx(['solve', '-'], text.replace('name=L', 'name=LL'));
  assert.equal(bad.code, 2);
  assert.match(bad.err, /line 5, column 13: a piece name is one letter or digit, not 'LL'/);
});
