// Writes backend/test/api-client/openapi.d.ts, the types a third-party client gets from openapi.yaml with
// openapi-typescript (issue 36: "a test in CI generates a TypeScript client from openapi.yaml"). Run by
// `npm run openapi` after the document, and by backend/test/api-client.e2e-spec.ts, which fails when the
// committed file is not what the document generates today. `node packages/api-client/generate.mjs [output]`.
// A workspace of its own: openapi-typescript 7 wants TypeScript 5 beside it, where the app has 6 (ADR 0069).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const DOCUMENT = new URL('../../openapi.yaml', import.meta.url);
const OUTPUT = fileURLToPath(new URL('../../backend/test/api-client/openapi.d.ts', import.meta.url));
const BANNER = '// Generated from openapi.yaml by openapi-typescript (npm run openapi: packages/api-client/generate.mjs). Do not edit.\n\n';

const output = process.argv[2] ?? OUTPUT;
const types = astToString(await openapiTS(DOCUMENT));
// Formatted as the repository formats its files (prettier --check runs in npm run lint).
const formatted = await prettier.format(BANNER + types, { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT });
await writeFile(output, formatted);
