import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { registerAllMessages } from './messages';
import { server } from './server';

// antd's id helper (@rc-component/util useId) answers the fixed id 'test-id' whenever NODE_ENV is
// 'test', so as soon as a page has two antd widgets, aria-labelledby (dialog, drawer and tab names)
// points at the wrong element. Ids are read at render time: run the components as in development.
(globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env.NODE_ENV = 'development';

// Whole-app tests load lazy pages (the back office is one large chunk) on a busy machine: findBy*
// and waitFor wait up to 5 s instead of 1 s before failing.
configure({ asyncUtilTimeout: 5000 });

// Any request without a handler is a test bug: fail loudly instead of hitting the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every catalogue loaded, as after a visit to both languages and the back office (ADR 0027).
beforeEach(() => registerAllMessages());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
});
afterAll(() => server.close());

// jsdom has no matchMedia; antd's responsive helpers need it. Report a desktop-width screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has no layout, so nothing to scroll: the router's scroll restoration scrolls nowhere.
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

// jsdom has no ResizeObserver; antd's tabs, tables and overflow menus observe their size. Nothing resizes here.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom computes a style by matching every rule of every style sheet against the element, again after
// each DOM change, and role queries, user-event's pointer-events check and toBeVisible ask it for each
// candidate and every ancestor: with antd's hundreds of injected rules that was two thirds of the
// component tests' time. Only what those checks read matters here (whether an element is hidden or
// clickable), so each style antd injects keeps just those declarations.
const STATE_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events']);
function stateRules(rules: CSSRuleList): string {
  return Array.from(rules, (rule) => {
    if (rule instanceof CSSMediaRule) {
      const inner = stateRules(rule.cssRules);
      return inner && `@media ${rule.media.mediaText}{${inner}}`;
    }
    if (!(rule instanceof CSSStyleRule)) return '';
    const declarations = Array.from(rule.style)
      .filter((property) => STATE_PROPERTIES.has(property))
      .map((property) => `${property}:${rule.style.getPropertyValue(property)}${rule.style.getPropertyPriority(property) ? ' !important' : ''}`);
    return declarations.length > 0 ? `${rule.selectorText}{${declarations.join(';')}}` : '';
  }).join('');
}
const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
// antd compares a style's text with what it would write, so it reads back what it wrote.
const writtenCss = new WeakMap<HTMLStyleElement, string>();
Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
  configurable: true,
  get(this: HTMLStyleElement) {
    return writtenCss.get(this) ?? innerHtml.get!.call(this);
  },
  set(this: HTMLStyleElement, css: string) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    writtenCss.set(this, css);
    innerHtml.set!.call(this, stateRules(sheet.cssRules));
  },
});
