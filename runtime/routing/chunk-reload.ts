const RELOADED_AT_KEY = 'mf:chunk-reload-at'
/** A second failure this soon after reloading means the chunk is really missing, not stale. */
const RETRY_WINDOW_MS = 10_000

/**
 * Spec 2.5: a chunk that fails to load (usually a tab left open across a deployment, asking for
 * files that no longer exist) reloads the page once. Returns false when it already did, so the
 * failure reaches the error page instead of looping.
 */
export function reloadForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0)
    if (Date.now() - last < RETRY_WINDOW_MS) return false
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
  } catch {
    // Without session storage a reload could not tell it already happened.
    return false
  }
  window.location.reload()
  return true
}

/** Vite reports failed preloads of a lazy chunk's CSS and imports as this window event. */
export function reloadOnPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault()
  })
}
