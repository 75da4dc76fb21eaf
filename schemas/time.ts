/** The current time in whole Unix seconds: the unit of every time on the wire and in the tables. */
export const now = (): number => Math.floor(Date.now() / 1000)

/** The shop's days are China days (Asia/Shanghai: UTC+8, no daylight saving) whatever the server's zone. */
export const CHINA_UTC_OFFSET_SECONDS = 8 * 3600
export const DAY_SECONDS = 86_400

/** Unix seconds of the China midnight that begins the day holding `seconds`. */
export function chinaDayStart(seconds: number): number {
  const intoDay = (((seconds + CHINA_UTC_OFFSET_SECONDS) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS
  return seconds - intoDay
}

/** The China date and time of `seconds`: { date: 'YYYY-MM-DD', hour: 0–23 }. */
export function chinaClock(seconds: number): { date: string; hour: number } {
  const shifted = new Date((seconds + CHINA_UTC_OFFSET_SECONDS) * 1000)
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() }
}
