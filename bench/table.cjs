// Prints rows as a Markdown table: the first column left-aligned, the others right-aligned
// (numbers), so the benchmark output can be pasted into an issue note as it is.
'use strict';

function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, c) => Math.max(...all.map((r) => r[c].length)));
  const line = (r) => '| ' + r.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join(' | ') + ' |';
  console.log(line(all[0]));
  console.log('|' + widths.map((w, c) => (c === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of all.slice(1)) console.log(line(r));
}

module.exports = { printTable };
