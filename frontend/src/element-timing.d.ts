// Element Timing: Chromium reports when an element marked `elementtiming` is painted (src/boot.ts
// waits for the first screen's picture with it, ADR 0044). React passes the attribute through; its
// types do not list it.
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
