#!/usr/bin/env node
/**
 * Checks the message catalogues (ADR 0027). There are three pairs: the public site's (it.json, en.json),
 * the back office's (admin.it.json, admin.en.json) and the deck builder's (builder.it.json, builder.en.json,
 * `builder.*`, shared by the back office and the players' builder, issue 34), each language a chunk loaded on its own.
 * - in each pair: the same keys, no empty text and the same ICU placeholders;
 * - every `admin.*` id is in the back office's pair and no other id is, so each catalogue loads
 *   with the code that shows it;
 * - the source code outside src/admin never names a back-office id (visitors never load those), and
 *   outside src/admin and src/deck-builder never a builder id.
 * Exits 1 listing every problem, so `npm run lint` fails on a missing translation.
 *
 * Usage: node scripts/check-i18n.mjs [--i18n <dir with the six files>] [--src <source dir>]
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : fallback;
};
const i18nDir = option('--i18n', resolve(frontendDir, 'src/i18n'));
const srcDir = option('--src', resolve(frontendDir, 'src'));

/** The catalogue pairs: which ids each may hold. */
const PAIRS = [
  {
    name: 'public',
    files: ['it.json', 'en.json'],
    holds: (key) => !key.startsWith('admin.') && !key.startsWith('builder.'),
    rule: 'public ids (not admin.*, not builder.*)',
  },
  { name: 'back office', files: ['admin.it.json', 'admin.en.json'], holds: (key) => key.startsWith('admin.'), rule: 'admin.* ids only' },
  { name: 'deck builder', files: ['builder.it.json', 'builder.en.json'], holds: (key) => key.startsWith('builder.'), rule: 'builder.* ids only' },
];
/** Code under this folder (relative to the source dir) is the back office: it may use every catalogue. */
const BACK_OFFICE_DIR = 'admin';
/** Code under this folder is the deck builder (the back office's and the players', issue 34): public and builder ids. */
const BUILDER_DIR = 'deck-builder';

/** @returns {Record<string, string>} */
function readCatalogue(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file}: expected a flat object of message ids to strings`);
  }
  return parsed;
}

/** Argument names used by an ICU message, e.g. "{shown} of {total}" gives shown,total (plural and select branches included). */
function placeholders(message) {
  const names = new Set();
  const visit = (elements) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) names.add(element.value);
      if (element.options) for (const option of Object.values(element.options)) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort().join(',');
}

function checkPair(pair, problems) {
  const catalogues = [];
  for (const file of pair.files) {
    try {
      catalogues.push({ name: file, messages: readCatalogue(join(i18nDir, file)) });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (catalogues.length !== pair.files.length) return catalogues;
  const allKeys = [...new Set(catalogues.flatMap(({ messages }) => Object.keys(messages)))].sort();
  for (const key of allKeys) {
    for (const { name, messages } of catalogues) {
      const message = messages[key];
      if (message === undefined) problems.push(`${name}: missing key "${key}"`);
      else if (typeof message !== 'string' || message.trim() === '') problems.push(`${name}: "${key}" must be a non-empty string`);
    }
    if (!pair.holds(key)) problems.push(`"${key}" does not belong in the ${pair.name} catalogues (${pair.files.join(', ')}: ${pair.rule})`);
    const present = catalogues.filter(({ messages }) => typeof messages[key] === 'string');
    try {
      const shapes = new Set(present.map(({ messages }) => placeholders(messages[key])));
      if (shapes.size > 1) {
        const detail = present.map(({ name, messages }) => `${name} {${placeholders(messages[key])}}`).join(', ');
        problems.push(`"${key}" has different placeholders: ${detail}`);
      }
    } catch (error) {
      problems.push(`"${key}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return catalogues;
}

/** Source files of the app (tests excluded: they may load every catalogue). */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'test' && entry !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** Every quoted string in the code that is a message id, or written as one of the back office's. */
function checkUses(publicIds, backOfficeIds, builderIds, problems) {
  const literal = /(['"`])((?:[A-Za-z0-9_-]+\.)+[A-Za-z0-9_-]+)\1/g;
  let uses = 0;
  for (const file of sourceFiles(srcDir)) {
    const name = relative(srcDir, file).split('\\').join('/');
    const backOffice = name.startsWith(`${BACK_OFFICE_DIR}/`);
    const builder = backOffice || name.startsWith(`${BUILDER_DIR}/`);
    for (const [, , id] of readFileSync(file, 'utf8').matchAll(literal)) {
      if (publicIds.has(id)) uses += 1;
      else if (builderIds.has(id)) {
        uses += 1;
        if (!builder) problems.push(`src/${name} uses the deck builder's "${id}": only src/${BACK_OFFICE_DIR}/ and src/${BUILDER_DIR}/ load builder.*.json`);
      } else if (backOfficeIds.has(id)) {
        uses += 1;
        if (!backOffice)
          problems.push(`src/${name} uses the back office's "${id}": only src/${BACK_OFFICE_DIR}/ loads admin.*.json (move the text to en.json/it.json)`);
      } else if (id.startsWith('admin.') && backOffice && !id.endsWith('.')) problems.push(`src/${name} uses "${id}", which no catalogue has`);
    }
  }
  return uses;
}

const problems = [];
const loaded = PAIRS.map((pair) => ({ pair, catalogues: checkPair(pair, problems) }));
const idsOf = (index) => new Set(loaded[index].catalogues.flatMap(({ messages }) => Object.keys(messages)));
const uses = checkUses(idsOf(0), idsOf(1), idsOf(2), problems);

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const summary = loaded.flatMap(({ catalogues }) => catalogues.map(({ name, messages }) => `${name} ${Object.keys(messages).length} keys`)).join(', ');
console.log(`i18n check passed: ${summary}; ${uses} uses in the code, each in its catalogue`);
