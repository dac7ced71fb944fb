/**
 * The site's busy sign: a ring drawn in CSS, with an optional text under it. antd's Spin brought its
 * module and styles (about 2 KB of compressed script) to every first visit for a state that visit
 * rarely shows (ADR 0044); the back office and the account pages keep antd's.
 */
export function Spinner({ size = 'small', label }: { size?: 'small' | 'large'; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`}>
      <span className="spinner__ring" aria-hidden="true" />
      {label && <span className="spinner__label">{label}</span>}
    </span>
  );
}
