// The rows of whole numbers the number-grid editors keep in their state.

export function zeroRows(w, hgt) {
  return Array.from({ length: hgt }, () => new Array(w).fill(0));
}

export function resizeNumbers(rows, w, hgt) {
  return Array.from({ length: hgt }, (_, y) => Array.from({ length: w }, (_, x) => (rows[y] && rows[y][x]) | 0));
}

// Rows of ints from a describe() member, checked and sized to w x hgt.
export function rowsFrom(value, w, hgt, what) {
  if (!Array.isArray(value) || value.length !== hgt || value.some((row) => !Array.isArray(row) || row.length !== w)) {
    throw new Error(`the ${what} grid in the puzzle description is incomplete`);
  }
  return value.map((row) => row.map((v) => (Number.isFinite(v) ? Math.trunc(v) : 0)));
}
