#!/usr/bin/env node
/**
 * Checks that the Italian and English message catalogues have the same keys, no empty text and the
 * same ICU placeholders. Exits 1 listing every problem, so `npm run lint` fails on a missing translation.
 *
 * Usage: node scripts/check-i18n.mjs [path/to/it.json path/to/en.json]
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const i18nDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/i18n');
const files = process.argv.length > 2 ? process.argv.slice(2) : [resolve(i18nDir, 'it.json'), resolve(i18nDir, 'en.json')];

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

const problems = [];
const catalogues = [];
for (const file of files) {
  try {
    catalogues.push({ name: basename(file), messages: readCatalogue(file) });
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
}

if (problems.length === 0) {
  const allKeys = [...new Set(catalogues.flatMap(({ messages }) => Object.keys(messages)))].sort();
  for (const key of allKeys) {
    for (const { name, messages } of catalogues) {
      const message = messages[key];
      if (message === undefined) problems.push(`${name}: missing key "${key}"`);
      else if (typeof message !== 'string' || message.trim() === '') problems.push(`${name}: "${key}" must be a non-empty string`);
    }
    const present = catalogues.filter(({ messages }) => typeof messages[key] === 'string');
    const shapes = new Set(present.map(({ messages }) => placeholders(messages[key])));
    if (shapes.size > 1) {
      const detail = present.map(({ name, messages }) => `${name} {${placeholders(messages[key])}}`).join(', ');
      problems.push(`"${key}" has different placeholders: ${detail}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`i18n check passed: ${catalogues.map(({ name, messages }) => `${name} ${Object.keys(messages).length} keys`).join(', ')}`);
