const pad = (n: number) => String(n).padStart(2, '0')

/** Unix seconds → the value of an <input type="datetime-local"> (local time); '' for 0. */
export function toLocalInput(seconds: number): string {
  if (!seconds) return ''
  const d = new Date(seconds * 1000)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local value → Unix seconds (local time); 0 when blank or unreadable. */
export function fromLocalInput(value: string): number {
  if (!value) return 0
  const ms = new Date(value).getTime()
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0
}
