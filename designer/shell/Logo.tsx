/** The designer's mark: the shop bag of the favicon on the theme colour. */
export function Logo() {
  return (
    <svg className="dz-logo" width="24" height="24" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mf-theme)" />
      <path d="M12 12v-1.5a4 4 0 0 1 8 0V12" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <rect x="8.5" y="12" width="15" height="12" rx="2.5" fill="#fff" />
    </svg>
  )
}
