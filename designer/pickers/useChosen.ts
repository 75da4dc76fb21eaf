import { useEffect, useState } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'

export interface ChosenOptions<E, R> {
  /** Whether the picker is open: each opening starts again from `initial()`. */
  open: boolean
  initial: () => E[]
  /** The same key for an entry and for the row it was picked from. */
  keyOf: (item: E | R) => string
  entryOf: (row: R) => E
  limit: number
  limitMessage: string
}

/**
 * The entries checked in a multi-select picker. A snapshot of the widget's list is taken each
 * time the dialog opens; checking and unchecking stay local until 确定. Checking past the limit
 * is refused with a warning; newly checked entries join at the end.
 */
export function useChosen<E, R>({ open, initial, keyOf, entryOf, limit, limitMessage }: ChosenOptions<E, R>) {
  const [chosen, setChosen] = useState<E[]>([])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a snapshot taken on opening only; later changes to the widget's list must not overwrite the local choice.
  useEffect(() => {
    if (open) setChosen(initial())
  }, [open])

  const keys = new Set(chosen.map(keyOf))

  function toggle(row: R) {
    const key = keyOf(row)
    if (keys.has(key)) {
      setChosen(chosen.filter((entry) => keyOf(entry) !== key))
      return
    }
    if (chosen.length >= limit) {
      toast.warning(limitMessage)
      return
    }
    setChosen([...chosen, entryOf(row)])
  }

  return { chosen, isChosen: (row: R) => keys.has(keyOf(row)), toggle }
}

/** The chosen entries; those kept from before keep their stored extras (brief, tags …). */
export function withStored<E extends object>(chosen: E[], picked: E[], keyOf: (entry: E) => string): E[] {
  const stored = new Map(picked.map((entry) => [keyOf(entry), entry]))
  return chosen.map((entry) => ({ ...entry, ...stored.get(keyOf(entry)) }))
}
