import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd';

/** The pirate palette; global.css mirrors these values as CSS variables for the hand-written layout. */
export const palette = {
  navyDeep: '#081226',
  navy: '#0e1c38',
  navyRaised: '#15274a',
  border: '#253b63',
  gold: '#e3b04b',
  goldLight: '#f3d27e',
  text: '#eef2f8',
} as const;

export const appTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  // One name for the theme's CSS variables wherever the app renders (antd derives it from useId
  // otherwise): the build writes them into the site's sheet, so the server-rendered HTML is styled
  // in the theme before any script runs (ADR 0037).
  cssVar: { key: 'site-theme' },
  token: {
    colorPrimary: palette.gold,
    colorInfo: palette.gold,
    colorLink: palette.goldLight,
    colorBgBase: palette.navyDeep,
    colorBgLayout: palette.navyDeep,
    colorBgContainer: palette.navy,
    colorBgElevated: palette.navyRaised,
    colorBorder: palette.border,
    colorBorderSecondary: '#1c2f53',
    colorTextBase: palette.text,
    // Placeholders readable on navy (WCAG AA 4.5:1; the dark algorithm's default is far below it).
    colorTextPlaceholder: 'rgba(238, 242, 248, 0.65)',
    borderRadius: 10,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // Navy text on gold: white on gold is too low in contrast.
    Button: { primaryColor: palette.navyDeep, fontWeight: 600 },
    Segmented: {
      itemSelectedBg: palette.gold,
      itemSelectedColor: palette.navyDeep,
      trackBg: 'rgba(255, 255, 255, 0.06)',
    },
    Drawer: { colorBgElevated: palette.navy },
    Skeleton: { gradientFromColor: 'rgba(255, 255, 255, 0.06)', gradientToColor: 'rgba(255, 255, 255, 0.14)' },
  },
};

/** A seed and the tokens appTheme's algorithm derives from it. */
export type DerivedTokens = { seed: Parameters<MappingAlgorithm>[0]; tokens: ReturnType<MappingAlgorithm> };

/** appTheme's algorithms run on a seed, chained as antd's Theme chains them. */
function deriveTokens(seed: DerivedTokens['seed'], previous?: DerivedTokens['tokens']): DerivedTokens['tokens'] {
  return [appTheme.algorithm ?? theme.defaultAlgorithm].flat().reduce((result, algorithm) => algorithm(seed, result), previous)!;
}

/**
 * What appTheme's algorithm derives from the site's seed (antd's own seed under the site's tokens):
 * the same for every visitor, so the build works it out once (scripts/antd-static-styles.ts).
 */
export function derivedThemeTokens(): DerivedTokens {
  const seed = { ...theme.defaultSeed, ...appTheme.token };
  return { seed, tokens: deriveTokens(seed) };
}

/**
 * appTheme's algorithm, answering with the tokens the build derived for the site's seed instead of
 * deriving them again on every page's first render (the dark palettes: 10–15 ms at full CPU speed,
 * four times that on a mid-range phone). Any other seed is derived as antd would.
 */
export function algorithmWithDerivedTokens(derived: DerivedTokens): MappingAlgorithm {
  const seedKeys = Object.keys(derived.seed) as (keyof DerivedTokens['seed'])[];
  const isSiteSeed = (seed: DerivedTokens['seed']) => Object.keys(seed).length === seedKeys.length && seedKeys.every((key) => seed[key] === derived.seed[key]);
  return (seed, previous) => (isSiteSeed(seed) ? derived.tokens : deriveTokens(seed, previous));
}
