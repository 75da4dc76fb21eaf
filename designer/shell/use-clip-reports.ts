import type { ClipReport } from '../../schemas/draft-problems.ts'
import { useClipped } from '../canvas/clipped.ts'

/** The canvas's clip reports by widget uuid (designer/canvas/clipped.ts), for the problems' clip warnings. */
export function useClipReports(): Readonly<Record<string, ClipReport>> {
  return useClipped((state) => state)
}
