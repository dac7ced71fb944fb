import 'react-router';

declare module 'react-router' {
  // Route middleware and RouterContextProvider contexts (react-router.config.ts's future flag).
  interface Future {
    v8_middleware: true;
  }
}
