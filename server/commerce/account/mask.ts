/** 'dora@example.com' -> 'd***@example.com': enough for the owner to recognise, not to learn the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`
}
