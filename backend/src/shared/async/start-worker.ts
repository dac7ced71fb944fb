import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of this app. From the build (`dist/…js`) that is a plain
 * `new Worker`. From the sources (`…ts`, as the Jest suites run the app) the worker first registers
 * loader hooks that transpile TypeScript with the compiler the project already has (`.js` imports
 * resolved to the `.ts` files beside them), so the tests exercise the same worker as production.
 */
export function startWorker(moduleUrl: URL): Worker {
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl);
  const typescript = pathToFileURL(createRequire(import.meta.url).resolve('typescript')).href;
  const hooks = `
    import { readFile } from 'node:fs/promises';
    import { fileURLToPath } from 'node:url';
    import ts from ${JSON.stringify(typescript)};
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(specifier.slice(0, -3) + '.ts', context);
        throw error;
      }
    }
    export async function load(url, context, next) {
      if (!url.endsWith('.ts')) return next(url, context);
      const source = await readFile(new URL(url), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        fileName: fileURLToPath(url),
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, esModuleInterop: true },
      });
      return { format: 'module', source: outputText, shortCircuit: true };
    }`;
  const bootstrap = `
    const { register } = require('node:module');
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}));
    import(${JSON.stringify(pathToFileURL(fileURLToPath(moduleUrl)).href)});`;
  return new Worker(bootstrap, { eval: true });
}
