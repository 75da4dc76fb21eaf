/**
 * Spreads `total` cents over parts in proportion to their weights (largest remainder method), so
 * the parts are whole cents, sum exactly to `total`, and no part exceeds its own weight. Weights
 * are what each line may still lose (its remaining amount), so an allocated discount can never
 * take a line below zero. `total` must lie between 0 and the sum of the weights.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, w) => acc + w, 0)
  if (!Number.isSafeInteger(total) || total < 0 || total > sum)
    throw new RangeError(`cannot allocate ${total} over ${sum}`)
  if (total === 0) return weights.map(() => 0)
  // BigInt keeps total × weight exact beyond 2^53 (large orders times large amounts).
  const bigTotal = BigInt(total)
  const bigSum = BigInt(sum)
  const shares = weights.map((w, index) => {
    const exact = bigTotal * BigInt(w)
    return { index, part: Number(exact / bigSum), remainder: exact % bigSum }
  })
  let left = total - shares.reduce((acc, s) => acc + s.part, 0)
  // Cents left over go to the largest remainders first; ties go to the earlier line.
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  for (const share of order) {
    if (left === 0) break
    if (share.remainder === 0n) continue
    share.part += 1
    left -= 1
  }
  return shares.map((s) => s.part)
}
