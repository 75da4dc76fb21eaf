import { splitCountdown } from '../../../lib/countdown.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Time left to pay, as a Chinese mall words it: '1天02小时05分09秒', '2小时05分09秒', '29分41秒',
 * '09秒'; a passed deadline is '00秒'.
 */
export function formatPayCountdown(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = splitCountdown(totalSeconds)
  if (days > 0) return `${days}天${pad(hours)}小时${pad(minutes)}分${pad(seconds)}秒`
  if (hours > 0) return `${hours}小时${pad(minutes)}分${pad(seconds)}秒`
  if (minutes > 0) return `${minutes}分${pad(seconds)}秒`
  return `${pad(seconds)}秒`
}
