/** Line icons for the four service guarantees, chosen by position. */
const PATHS = [
  // shield with a check: genuine goods
  'M24 5 9 11v11c0 9.4 6.4 17.6 15 20 8.6-2.4 15-10.6 15-20V11L24 5Zm-3 25.2-6.1-6.1 2.8-2.8 3.3 3.3 8.3-8.3 2.8 2.8L21 30.2Z',
  // truck: fast delivery
  'M4 12h24v6h8l8 9v9h-4a5 5 0 0 1-10 0H18a5 5 0 0 1-10 0H4V12Zm4 4v16h1.5a5 5 0 0 1 7 0H24V16H8Zm20 6v10h1.5a5 5 0 0 1 7 0H40v-3.4L34.2 22H28ZM13 34a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm22 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  // circular arrows: easy returns
  'M24 8a16 16 0 0 1 15.5 12h4L37 28l-6.5-8h4.7A12 12 0 0 0 13 17.3L9.8 14.6A16 16 0 0 1 24 8ZM8.5 28H4.5L11 20l6.5 8h-4.7A12 12 0 0 0 35 30.7l3.2 2.7A16 16 0 0 1 8.5 28Z',
  // headset: after-sales service
  'M24 6C14.6 6 7 13.6 7 23v11a5 5 0 0 0 5 5h4V25h-5v-2a13 13 0 0 1 26 0v2h-5v14h4c.4 0 .7 0 1-.1V40a2 2 0 0 1-2 2h-9v4h9a6 6 0 0 0 6-6V23C41 13.6 33.4 6 24 6Z',
]

export function ServiceIcon({ index }: { index: number }) {
  return (
    <svg
      className="mf-footer__service-icon"
      viewBox="0 0 48 48"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[index % PATHS.length]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
