/** Per-endpoint answers of a run: statuses, refusal messages and latencies. */
export class EndpointStats {
  readonly statuses = new Map<number, number>()
  readonly refusals = new Map<string, number>()
  private readonly latencies: number[] = []

  record(status: number, ms: number, message?: string): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1)
    this.latencies.push(ms)
    if (status !== 200) {
      const reason = `${status} ${message ?? ''}`.trim()
      this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1)
    }
  }

  get count(): number {
    return this.latencies.length
  }

  /** The latency below which `p` percent of the answers came, in ms. */
  percentile(p: number): number {
    if (this.latencies.length === 0) return 0
    const sorted = [...this.latencies].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  }
}

/** Stats per endpoint name, created on first use. */
export class RunStats {
  readonly endpoints = new Map<string, EndpointStats>()

  of(name: string): EndpointStats {
    let stats = this.endpoints.get(name)
    if (!stats) {
      stats = new EndpointStats()
      this.endpoints.set(name, stats)
    }
    return stats
  }
}
