import type { SVGProps } from 'react';

/** The site logo: a ship's wheel in the current text colour. Decorative; the link around it carries the name. */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
      <g stroke="currentColor" strokeLinecap="round" fill="none">
        <g strokeWidth="3.5">
          <line x1="32" y1="5" x2="32" y2="59" />
          <line x1="5" y1="32" x2="59" y2="32" />
          <line x1="12.9" y1="12.9" x2="51.1" y2="51.1" />
          <line x1="51.1" y1="12.9" x2="12.9" y2="51.1" />
        </g>
        <g strokeWidth="6.5">
          <line x1="32" y1="3.5" x2="32" y2="9" />
          <line x1="32" y1="55" x2="32" y2="60.5" />
          <line x1="3.5" y1="32" x2="9" y2="32" />
          <line x1="55" y1="32" x2="60.5" y2="32" />
          <line x1="11.8" y1="11.8" x2="15.7" y2="15.7" />
          <line x1="48.3" y1="48.3" x2="52.2" y2="52.2" />
          <line x1="52.2" y1="11.8" x2="48.3" y2="15.7" />
          <line x1="15.7" y1="48.3" x2="11.8" y2="52.2" />
        </g>
        <circle cx="32" cy="32" r="18" strokeWidth="5" />
      </g>
      <circle cx="32" cy="32" r="7.5" fill="currentColor" />
    </svg>
  );
}
