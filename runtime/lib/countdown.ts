/** Countdowns are plain arithmetic, kept apart from the date formatting so they need no date library. */

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Splits a remaining number of seconds into days, hours, minutes and seconds; past deadlines give zeros. */
export function splitCountdown(totalSeconds: number): Countdown {
  const left = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  }
}
