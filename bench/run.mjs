// `npm run bench`: every figure of issue 14 (and the card-image bytes of issue 13, the real-size
// figures of issue 31) in one table, each with its goal and whether it is met.
// `node bench/run.mjs public-reads real-size` runs only those; `--quick` (real-size: 1,000 decks) and
// `--full` (real-size: the 100,000-deck step) are read by the benches themselves.
// Builds the app first when there is no build (a clean clone). See bench/README.md.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertPortsFree, DB_KIND, DIST, ROOT } from './lib.mjs';

const BENCHES = {
  'public-reads': './public-reads.bench.mjs',
  'real-size': './real-size.bench.mjs',
  'player-decks': './player-decks.bench.mjs',
  meta: './meta.bench.mjs',
  responsiveness: './responsiveness.bench.mjs',
  'card-import': './card-import.bench.mjs',
  'card-images': './card-images.bench.mjs',
  'frontend-bundle': './frontend-bundle.bench.mjs',
  'cards-page': './cards-page.bench.mjs',
  lighthouse: './lighthouse.bench.mjs',
  'first-click': './first-click.bench.mjs',
};

const chosen = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
for (const name of chosen) if (!BENCHES[name]) throw new Error(`unknown bench "${name}" (known: ${Object.keys(BENCHES).join(', ')})`);
try {
  await assertPortsFree();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const frontendDist = process.env.FRONTEND_DIST ?? join(ROOT, 'frontend/dist');
if (!existsSync(join(DIST, 'main.js')) || !existsSync(join(frontendDist, 'server/index.js'))) {
  console.log('No build found: npm run build');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

const figures = [];
const started = Date.now();
for (const name of chosen.length ? chosen : Object.keys(BENCHES)) {
  console.log(`\n== ${name} (${DB_KIND}) ==`);
  const { run } = await import(BENCHES[name]);
  const benchStarted = Date.now();
  const rows = await run();
  console.log(`  (${name} took ${Math.round((Date.now() - benchStarted) / 1000)} s)`);
  for (const row of rows) console.log(`  ${row.figure}: ${row.value}${row.unit} (goal ${row.target || 'none'})${row.met === false ? '  NOT MET' : ''}`);
  figures.push(...rows.map((row) => ({ bench: name, ...row })));
}

const mark = (met) => (met === null ? '' : met ? 'yes' : 'NO');
const table = figures.map((row) => ({
  goal: row.goal,
  figure: row.figure,
  'median (min)': `${row.value}${row.unit}${row.min === '' ? '' : ` (${row.min}${row.unit})`}`,
  target: row.target,
  met: mark(row.met),
}));
const widths = Object.keys(table[0] ?? { goal: '' }).map((key) => Math.max(key.length, ...table.map((row) => String(row[key]).length)));
const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ');
console.log(`\nFigures (${DB_KIND}, ${Math.round((Date.now() - started) / 1000)} s; ratios are app ÷ bare node:http in the same run):\n`);
console.log(line(Object.keys(table[0] ?? {})));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of table) console.log(line(Object.values(row)));
const judged = figures.filter((row) => row.met !== null);
const met = judged.filter((row) => row.met).length;
console.log(`\n${met} of ${judged.length} goals met.`);

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/figures.json'), JSON.stringify({ date: new Date().toISOString(), db: DB_KIND, figures }, null, 2));
if (met < judged.length) process.exitCode = 1;
