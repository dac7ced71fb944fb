// Where a page's main thread goes on a first visit, from a Chromium trace: the first paint's task split
// into style, layout and paint, and every task of 15 ms or more, by what it spent its time on.
// A diagnostic for issue 33 item 6 (bench/README.md, "Item 6 on a slower machine"), not a goal: the
// figures swing by a factor of two between loads on a two-core machine, so it loads the page several times.
//
//   node bench/first-paint-trace.mjs http://127.0.0.1:3000/cards [--cpu=4] [--runs=3]
//
// Each load is a new browser context on Lighthouse's mobile screen (its screenEmulationMetrics), the CPU slowed
// `--cpu` times (1 by default: what this machine does).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { launchChromium } from './cls.mjs';

const url = process.argv[2];
const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CPU = option('cpu', 1);
const RUNS = option('runs', 3);
/** The trace events each row adds up (Chromium's names), by what a reader calls them. */
const PHASES = {
  style: 'UpdateLayoutTree',
  layout: 'Layout',
  paint: 'Paint',
  script: 'v8.evaluateModule',
  'script (callbacks)': 'FunctionCall',
  'html parse': 'ParseHTML',
  'css parse': 'ParseAuthorStyleSheet',
  gc: 'MinorGC',
};

const ms = (microseconds) => Math.round(microseconds / 1000);

/** The renderer main thread's complete events of the page's document, and the time of its first contentful paint. */
function mainThread(events, origin) {
  const parse = events.findLast((event) => event.name === 'ParseHTML' && JSON.stringify(event.args).includes(origin));
  if (!parse) throw new Error(`the trace holds no document of ${origin}: did the page load?`);
  const own = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === parse.pid && JSON.stringify(event.args).includes(origin));
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid && event.ts > start.ts);
  return { own, start: start.ts, firstPaint: paint?.ts };
}

/** How long the events named in PHASES took inside one task (nested events of one name counted once). */
function phases(own, task) {
  const inside = own.filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur);
  return Object.fromEntries(
    Object.entries(PHASES).map(([label, name]) => {
      let end = 0;
      let total = 0;
      for (const event of inside.filter((candidate) => candidate.name === name)) {
        if (event.ts >= end) total += event.dur;
        end = Math.max(end, event.ts + event.dur);
      }
      return [label, ms(total)];
    }),
  );
}

const describe = (split) =>
  Object.entries(split)
    .filter(([, value]) => value > 0)
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');

/** A task's phases, and its longest event when they explain less than half of it. */
function explain(own, task) {
  const split = phases(own, task);
  const explained = Object.values(split).reduce((sum, value) => sum + value, 0);
  return [describe(split), explained < ms(task.dur) / 2 ? longestInside(own, task) : ''].filter(Boolean).join('; ');
}

/** For a task none of PHASES explains: the longest event inside it, by Chromium's name. */
function longestInside(own, task) {
  const inside = own.filter((event) => event.ts > task.ts && event.ts < task.ts + task.dur && !/RunTask|Receive mojo|OnHandleReady/.test(event.name));
  const longest = inside.sort((a, b) => b.dur - a.dur)[0];
  return longest ? `longest inside: ${longest.name} ${ms(longest.dur)}` : 'other';
}

if (!url) {
  console.error('usage: node bench/first-paint-trace.mjs <url> [--cpu=4] [--runs=3]');
  process.exit(2);
}
const browser = await launchChromium();
const folder = mkdtempSync(join(tmpdir(), 'op-decks-trace-'));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const path = join(folder, `${run}.json`);
    await browser.startTracing(page, {
      path,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'blink.user_timing', 'loading', 'v8.execute', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    await browser.stopTracing();
    await context.close();
    const { own, start, firstPaint } = mainThread(JSON.parse(readFileSync(path, 'utf8')).traceEvents, new URL(url).origin);
    const tasks = own.filter((event) => event.name === 'RunTask' && event.dur >= 15_000);
    const paintTask = own
      .filter((event) => event.name === 'WebFrameWidgetImpl::UpdateLifecycle' && firstPaint && event.ts <= firstPaint)
      .sort((a, b) => b.dur - a.dur)[0];
    console.log(`run ${run} (CPU ${CPU}×): first contentful paint at ${firstPaint ? ms(firstPaint - start) : '?'} ms`);
    if (paintTask) console.log(`  longest rendering update up to it: ${ms(paintTask.dur)} ms (${describe(phases(own, paintTask))})`);
    for (const task of tasks) {
      const when = firstPaint && task.ts >= firstPaint ? 'after' : 'before';
      console.log(`  task at ${ms(task.ts - start)} ms (${when} the paint): ${ms(task.dur)} ms (${explain(own, task)})`);
    }
  }
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
