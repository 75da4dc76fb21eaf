import fs from 'node:fs'
import os from 'node:os'

/**
 * CPU seconds used so far by processes, read from /proc (Linux): who was busy during a run tells
 * what limits it — the app's one event loop, the load generator, or the database server.
 */
const TICKS_PER_SECOND = 100

function stat(pid: number): { comm: string; seconds: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // comm sits in parentheses and may contain spaces; the fields after it are space separated.
    const close = text.lastIndexOf(')')
    const fields = text.slice(close + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return { comm: text.slice(text.indexOf('(') + 1, close), seconds: ticks / TICKS_PER_SECOND }
  } catch {
    return null
  }
}

/** CPU seconds of one process, or null where /proc is not available. */
export function processCpu(pid: number): number | null {
  return stat(pid)?.seconds ?? null
}

/** CPU seconds of every process of that name (e.g. the postgres backends), or null without /proc. */
export function cpuOfProcessesNamed(name: string): number | null {
  if (os.platform() !== 'linux') return null
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const found = stat(Number(entry))
    if (found?.comm === name) total += found.seconds
  }
  return total
}

/**
 * Seconds a process has been ready to run but waited for a core (/proc/<pid>/schedstat), or null
 * without /proc: time the app lost to other processes on the machine, load generator included.
 */
export function processWaited(pid: number): number | null {
  try {
    const [, waitedNs] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ')
    return Number(waitedNs) / 1e9
  } catch {
    return null
  }
}
