// Cells in words, one way on every part of the page and in the CLI's reasons
// (solver/core/analysis.cpp, cellPosition and cellsInWords): "row 2, column 3", rows first,
// 1-based; several cells by row, adjacent columns as runs ("row 1, columns 1 to 3 and 5").

export const cellWords = (x, y) => `row ${y + 1}, column ${x + 1}`;

// [[x, y], ...] -> "row 1, columns 1 to 3 and 5; row 2, column 2"
export function cellsWords(cells) {
  const sorted = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const rows = [];
  for (let i = 0; i < sorted.length;) {
    const y = sorted[i][1];
    let end = i;
    while (end < sorted.length && sorted[end][1] === y) end++;
    const runs = [];
    for (let k = i; k < end;) {
      let run = k + 1;
      while (run < end && sorted[run][0] === sorted[run - 1][0] + 1) run++;
      if (run - k === 2) run = k + 1;  // two columns read better listed than as a run
      runs.push(run - k > 1 ? `${sorted[k][0] + 1} to ${sorted[run - 1][0] + 1}` : String(sorted[k][0] + 1));
      k = run;
    }
    const list = runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs[runs.length - 1]}` : runs[0];
    rows.push(`row ${y + 1}, ${end - i > 1 ? 'columns' : 'column'} ${list}`);
    i = end;
  }
  return rows.join('; ');
}

// A rectangle {x, y, w, h} in words: "rows 1 to 5, column 1".
export function rectWords({ x, y, w, h }) {
  const span = (word, a, n) => (n > 1 ? `${word}s ${a + 1} to ${a + n}` : `${word} ${a + 1}`);
  return `${span('row', y, h)}, ${span('column', x, w)}`;
}
