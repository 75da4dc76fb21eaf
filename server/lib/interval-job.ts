/**
 * Runs `job` every `intervalMs` until the returned function is called. A run never overlaps the
 * previous one; a failed run is logged and the next one tries again. The timer does not keep the
 * process alive. Every instance runs its own timer: wrap `job` with `leased` (job-lease.ts) when
 * one run per interval across all instances is wanted.
 */
export function every(intervalMs: number, job: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    job()
      .catch(onError)
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
