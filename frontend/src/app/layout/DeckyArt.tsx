/**
 * Decky, drawn for this site: a cheerful playing card in a pirate tricorn, with two cards of its deck
 * fanned behind it. Original artwork (no third-party character), scalable, decorative.
 */
export function DeckyArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" width="100" height="100" aria-hidden="true" focusable="false">
      {/* the deck behind */}
      <rect x="22" y="34" width="52" height="72" rx="7" transform="rotate(-14 48 70)" fill="#1d4e89" stroke="#0f2d52" strokeWidth="2" />
      <rect x="46" y="34" width="52" height="72" rx="7" transform="rotate(12 72 70)" fill="#c8102e" stroke="#7a0a1c" strokeWidth="2" />
      <path d="M62 56 l4 8 9 1 -7 6 2 9 -8 -5 -8 5 2 -9 -7 -6 9 -1z" transform="rotate(12 72 70) translate(10 4) scale(0.7)" fill="#f6c945" opacity="0.9" />
      {/* Decky: the front card */}
      <g>
        <rect x="33" y="40" width="54" height="74" rx="8" fill="#fffaf0" stroke="#2b2b2b" strokeWidth="2.5" />
        <rect x="38" y="45" width="44" height="64" rx="5" fill="none" stroke="#f0b429" strokeWidth="1.5" strokeDasharray="3 2" />
        {/* arms */}
        <path d="M34 82 q-12 -4 -14 -16" fill="none" stroke="#2b2b2b" strokeWidth="3" strokeLinecap="round" />
        <circle cx="20" cy="65" r="4" fill="#fffaf0" stroke="#2b2b2b" strokeWidth="2" />
        <path d="M86 84 q10 4 12 14" fill="none" stroke="#2b2b2b" strokeWidth="3" strokeLinecap="round" />
        <circle cx="98" cy="99" r="4" fill="#fffaf0" stroke="#2b2b2b" strokeWidth="2" />
        {/* face */}
        <ellipse cx="51" cy="74" rx="5" ry="6" fill="#2b2b2b" />
        <ellipse cx="69" cy="74" rx="5" ry="6" fill="#2b2b2b" />
        <circle cx="52.6" cy="72" r="1.8" fill="#fff" />
        <circle cx="70.6" cy="72" r="1.8" fill="#fff" />
        <ellipse cx="44" cy="84" rx="4" ry="2.5" fill="#f4a3a8" opacity="0.8" />
        <ellipse cx="76" cy="84" rx="4" ry="2.5" fill="#f4a3a8" opacity="0.8" />
        <path d="M52 86 q8 8 16 0" fill="#c8102e" stroke="#2b2b2b" strokeWidth="2" strokeLinejoin="round" />
        {/* corner pips */}
        <text x="40" y="104" fontSize="9" fontWeight="700" fill="#c8102e" fontFamily="Georgia, serif">
          D
        </text>
        <text x="74" y="104" fontSize="9" fontWeight="700" fill="#c8102e" fontFamily="Georgia, serif">
          !
        </text>
      </g>
      {/* pirate tricorn */}
      <g>
        <path
          d="M24 46 q36 -14 72 0 q-6 -10 -14 -12 q-8 -18 -22 -18 q-14 0 -22 18 q-8 2 -14 12z"
          fill="#2b2b2b"
          stroke="#111"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M28 44 q32 -11 64 0" fill="none" stroke="#f0b429" strokeWidth="2.5" strokeLinecap="round" />
        {/* emblem: a crossed pair of cards */}
        <rect x="53" y="23" width="8" height="11" rx="1.5" transform="rotate(-18 57 28)" fill="#fffaf0" />
        <rect x="59" y="23" width="8" height="11" rx="1.5" transform="rotate(18 63 28)" fill="#fffaf0" />
        <circle cx="60" cy="29" r="2" fill="#c8102e" />
      </g>
    </svg>
  );
}
