// The site in one process (ADR 0060): the API (backend/) and the pages React Router server-renders
// (frontend/) through its Express adapter, each built first (`npm run build`).

// React and antd render in their production mode unless told otherwise (antd's class names must be
// the browser's, or hydration fails): set before either is loaded.
process.env.NODE_ENV ??= 'production';

const { createRequestHandler } = await import('@react-router/express');
const { start } = await import('./backend/dist/main.js');
const build = await import('./frontend/dist/server/index.js');
// frontend/src/entry.server.tsx: what each request's loaders are given.
const { requestContext } = build.entry.module;

await start({
  pages: (config) =>
    createRequestHandler({
      build,
      getLoadContext: (_request, response) =>
        requestContext({ apiOrigin: `http://127.0.0.1:${config.port}`, publicUrl: config.publicUrl, nonce: response.locals.cspNonce }),
    }),
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
