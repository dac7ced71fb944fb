// Sums the closing lines of Jest, Vitest and Playwright into one "N passed, N failed" line, and names
// the tests that failed above it: only the end of CI's output may be kept, and a count alone does not
// say what to fix.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = new Set();
for (const file of process.argv.slice(2)) {
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  for (const line of text.split('\n')) {
    // Jest: "  ● suite › test" (not its "● Console" blocks); Vitest: " FAIL  file > test" (its summary;
    // the tree's "× test" lines say it again without the file); Playwright: "  1) [project] › file:line:column › test".
    const failure = /^\s+● (?!Console)(.+)$/.exec(line) ?? /^\s*FAIL\s+(.+>.+)$/.exec(line) ?? /^\s+\d+\) (\[.+)$/.exec(line);
    if (failure) failures.add(failure[1].trim());
    const jest = /^Tests:\s+(.*)total/.exec(line);
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    const source = jest?.[1] ?? vitest?.[1];
    if (source) {
      passed += Number(/(\d+) passed/.exec(source)?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(source)?.[1] ?? 0);
      skipped += Number(/(\d+) skipped/.exec(source)?.[1] ?? 0);
      continue;
    }
    // Playwright: "  12 passed (30.1s)", "  1 failed", "  2 skipped"
    const playwright = /^\s+(\d+) (passed|failed|flaky|skipped)(?: \(.*\))?\s*$/.exec(line);
    if (playwright) {
      const count = Number(playwright[1]);
      if (playwright[2] === 'passed') passed += count;
      else if (playwright[2] === 'skipped') skipped += count;
      else failed += count;
    }
  }
}
for (const name of [...failures].slice(0, 40)) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (passed === 0 || failed > 0) process.exit(1);
