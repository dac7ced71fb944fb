/** antd's style sheets by route id (scripts/antd-static-styles.ts, ADR 0077): empty in `npm run dev` and the tests. */
declare module 'virtual:antd-styles/routes' {
  const sheets: Record<string, string[]>;
  export default sheets;
}
