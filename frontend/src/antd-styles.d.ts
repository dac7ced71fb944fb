/** antd's style sheets by route id (scripts/antd-static-styles.ts, ADR 0077): empty in `npm run dev` and the tests. */
declare module 'virtual:antd-styles/routes' {
  const sheets: Record<string, string[]>;
  export default sheets;
}

/** appTheme's algorithm's tokens for its seed, worked out by the build (scripts/antd-static-styles.ts): null in `npm run dev` and the tests. */
declare module 'virtual:antd-styles/theme-tokens' {
  import type { DerivedTokens } from './app/theme';
  const derived: DerivedTokens | null;
  export default derived;
}
