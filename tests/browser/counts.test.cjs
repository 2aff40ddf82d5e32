// Solution counts beyond 2^53 show exactly on the page (the worker's count is a double; the page
// formats the core's decimal countText), and a count past 2^64 - 1 says "at least".
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

// k disjoint parts, each an item x_i with three options ({x_i}, {x_i, t_i}, {x_i, u_i}; t_i, u_i
// secondary): 3^k solutions, counted part by part at once.
function threeWays(k) {
  const xs = [], sec = [], lines = [];
  for (let i = 0; i < k; i++) {
    xs.push(`x${i}`);
    sec.push(`t${i}`, `u${i}`);
    lines.push(`x${i}`, `x${i} t${i}`, `x${i} u${i}`);
  }
  return [`${xs.join(' ')} | ${sec.join(' ')}`, ...lines].join('\n');
}

const grouped = (n) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

test('3^40 solutions are shown exactly; 3^41 (past 2^64 - 1) as "at least"', async () => {
  const exact = 3n ** 40n;
  assert.ok(exact > 2n ** 53n && exact < 2n ** 64n);
  assert.notEqual(BigInt(Number(exact)), exact, 'the double would round it');
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'exact-cover');
  for (const [k, want] of [[40, grouped(exact)], [41, `at least ${grouped(2n ** 64n - 1n)}`]]) {
    await page.fill('#ec-text', threeWays(k));
    await page.click('#count');
    const status = await H.waitStatus(page, /solutions in total|No solution|Error/);
    assert.ok(status.includes(`${want} solutions in total`), `${k} parts: ${status}`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
