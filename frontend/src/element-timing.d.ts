// Element Timing: Chromium reports when an element marked `elementtiming` is painted (src/boot.ts
// waits for the first screen's picture with it, ADR 0044). React passes the attribute through; its
// types do not list it.
import 'react';

declare module 'react' {
  // The type parameter must be named as React's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
