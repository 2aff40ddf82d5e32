// Writes a Numberlink puzzle file turned to another of the board's 8 orientations, for bench rows
// that measure how much a search depends on which way round the puzzle is given (the uniqueness
// proof by redrawing moves varies up to 7x between orientations; bench/instances/numberlink.tsv).
//   node bench/rotate-numberlink.cjs INPUT K OUTPUT
// K's bits, applied in this order: 1 transpose, 2 turn the rows upside down, 4 mirror each row
// (K = 6 is a half turn; the bits mean what numberlink_orientation.h's ScanOrientation does).
// Formats kept as read: "W H" then rows of numbers or of characters, or bare character rows.
'use strict';
const fs = require('fs');

const [input, k, output] = process.argv.slice(2);
const K = Number(k);
if (!input || !output || !(K >= 0 && K < 8)) throw new Error('usage: rotate-numberlink.cjs INPUT K(0-7) OUTPUT');
const lines = fs.readFileSync(input, 'utf8').split('\n').filter((l) => l.trim() !== '');
const head = lines[0].trim().split(/\s+/);
const sized = head.length === 2 && head.every((t) => /^\d+$/.test(t)) && lines.length > 1;
const width = sized ? Number(head[0]) : 0;
const rows = sized ? lines.slice(1) : lines;
// Number rows have `width` blank-separated fields; anything else is one character a cell.
const numeric = sized && width > 1 && rows[0].trim().split(/\s+/).length === width;
let cells = rows.map((r) => (numeric ? r.trim().split(/\s+/) : [...r]));
if (K & 1) cells = cells[0].map((_, x) => cells.map((row) => row[x]));
if (K & 2) cells.reverse();
if (K & 4) cells = cells.map((row) => row.slice().reverse());
const body = cells.map((row) => (numeric ? row.map((v) => v.padStart(2)).join(' ') : row.join('')));
fs.writeFileSync(output, (sized ? `${cells[0].length} ${cells.length}\n` : '') + body.join('\n') + '\n');
