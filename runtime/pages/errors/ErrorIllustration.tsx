/**
 * The status code with a shopping bag as its middle digit, drawn in the theme colour
 * (currentColor), so it follows the page setting's theme and needs no image request.
 */
export function ErrorIllustration({ kind }: { kind: 'not-found' | 'error' }) {
  const [left, right] = kind === 'not-found' ? ['4', '4'] : ['5', '0']
  return (
    <svg
      className="mf-error-page__art"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="160" cy="186" rx="118" ry="9" fill="currentColor" opacity="0.12" />
      <text x="72" y="160" className="mf-error-page__digit" textAnchor="middle">
        {left}
      </text>
      <text x="248" y="160" className="mf-error-page__digit" textAnchor="middle">
        {right}
      </text>
      <path
        d="M142 74V62a18 18 0 0 1 36 0v12"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="122" y="72" width="76" height="92" rx="10" fill="currentColor" />
      <rect x="122" y="72" width="76" height="18" rx="9" fill="#fff" opacity="0.18" />
      {kind === 'not-found' ? (
        <g fill="#fff">
          <circle cx="145" cy="112" r="5" />
          <circle cx="175" cy="112" r="5" />
          <path d="M146 140q14-10 28 0" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </g>
      ) : (
        <g stroke="#fff" strokeWidth="4" strokeLinecap="round">
          <path d="M140 106l10 10m0-10l-10 10M170 106l10 10m0-10l-10 10" />
          <path d="M148 142h24" />
        </g>
      )}
      <g fill="currentColor" opacity="0.35">
        <circle cx="110" cy="40" r="4" />
        <circle cx="216" cy="30" r="6" />
        <circle cx="236" cy="70" r="3" />
        <circle cx="92" cy="84" r="3" />
      </g>
    </svg>
  )
}
