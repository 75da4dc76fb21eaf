import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { updateCartBatch, updateCartChecked, type CartLine, type GiftOption } from '../../api/cart.ts'
import { getApi } from '../../api/index.ts'
import { toast } from '../../components/toast/toast.ts'
import { useCartStoreApi } from '../../stores/cart.ts'

/** Quantity changes wait this long for the next one before going to the server (spec 7.2, 9). */
export const QUANTITY_DEBOUNCE_MS = 300

type Overrides<T> = Readonly<Record<number, T>>

function without<T>(
  overrides: Overrides<T>,
  ids: readonly number[],
  unlessChangedFrom?: (value: T) => boolean,
): Overrides<T> {
  let next: Record<number, T> | null = null
  for (const id of ids) {
    if (!(id in overrides)) continue
    if (unlessChangedFrom && !unlessChangedFrom(overrides[id]!)) continue
    next ??= { ...overrides }
    delete next[id]
  }
  return next ?? overrides
}

export interface CartActions {
  /** The quantity to show: the shopper's pending change, else the server's. */
  quantityOf(line: CartLine): number
  /** The tick to show: the shopper's pending change, else the server's. */
  isChecked(line: CartLine): boolean
  /** Shows the new quantity at once and sends it after QUANTITY_DEBOUNCE_MS without another change. */
  changeQuantity(line: CartLine, quantity: number): void
  /**
   * Ticks or unticks `lines`. With scope 'all' the server's 全选 / 全不选 changes the whole cart;
   * `lines` are then the ones the page shows ticked meanwhile.
   */
  setChecked(lines: readonly CartLine[], checked: boolean, scope?: 'lines' | 'all'): Promise<void>
  /** Deletes lines; resolves whether it worked. */
  remove(cartIds: readonly number[]): Promise<boolean>
  choosePromotion(line: CartLine, promotionId: number): Promise<void>
  addGift(gift: GiftOption): Promise<void>
  /** Sends waiting quantity changes now and resolves when every write has been answered. */
  flush(): Promise<void>
  /** Writes sent and not yet answered, including debounced quantity changes. */
  pending: number
}

/**
 * The cart page's writes. They run one after another, so each whole-cart answer the server sends
 * back replaces the store's cart in the order the writes were made; the mini cart reads the same
 * store and stays in step. Each change shows at once and is undone when the server refuses it
 * (the API client has already shown the server's message).
 */
export function useCartActions(): CartActions {
  const storeApi = useCartStoreApi()
  const [quantities, setQuantities] = useState<Overrides<number>>({})
  const [checks, setChecks] = useState<Overrides<boolean>>({})
  const [pending, setPending] = useState(0)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => Promise<void> }>())

  useEffect(() => {
    const waiting = timers.current
    return () => {
      for (const { timer } of waiting.values()) clearTimeout(timer)
      waiting.clear()
    }
  }, [])

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1)
    const run = queue.current.then(task).finally(() => setPending((n) => n - 1))
    queue.current = run.catch(() => undefined)
    return run
  }, [])

  const sendQuantity = useCallback(
    async (cartId: number, quantity: number) => {
      const settle = () => setQuantities((current) => without(current, [cartId], (value) => value === quantity))
      try {
        await enqueue(() => storeApi.getState().setQuantity(cartId, quantity))
        settle()
      } catch {
        settle()
        // The refusal may come from stock that changed meanwhile: show the cart as it now is.
        await enqueue(() => storeApi.getState().load()).catch(() => undefined)
      }
    },
    [enqueue, storeApi],
  )

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      setQuantities((current) => ({ ...current, [line.cart_id]: quantity }))
      const waiting = timers.current.get(line.cart_id)
      if (waiting) clearTimeout(waiting.timer)
      else setPending((n) => n + 1)
      const send = () => {
        timers.current.delete(line.cart_id)
        setPending((n) => n - 1)
        return sendQuantity(line.cart_id, quantity)
      }
      timers.current.set(line.cart_id, { timer: setTimeout(send, QUANTITY_DEBOUNCE_MS), send })
    },
    [sendQuantity],
  )

  const setChecked = useCallback(
    async (lines: readonly CartLine[], checked: boolean, scope: 'lines' | 'all' = 'lines') => {
      const ids = lines.map((line) => line.cart_id)
      setChecks((current) => ({ ...current, ...Object.fromEntries(ids.map((id) => [id, checked])) }))
      try {
        const cartIds = scope === 'all' ? undefined : ids
        const answer = await enqueue(() => updateCartChecked(getApi(), { cartIds, checked }))
        storeApi.getState().replace(answer.cartInfo)
      } catch {
        // Undone below: the ticks fall back to the server's.
      } finally {
        setChecks((current) => without(current, ids, (value) => value === checked))
      }
    },
    [enqueue, storeApi],
  )

  const remove = useCallback(
    async (cartIds: readonly number[]) => {
      for (const id of cartIds) {
        const waiting = timers.current.get(id)
        if (!waiting) continue
        clearTimeout(waiting.timer)
        timers.current.delete(id)
        setPending((n) => n - 1)
      }
      try {
        await enqueue(() => storeApi.getState().remove([...cartIds]))
        setQuantities((current) => without(current, cartIds))
        toast.success('商品删除成功')
        return true
      } catch {
        return false
      }
    },
    [enqueue, storeApi],
  )

  const choosePromotion = useCallback(
    async (line: CartLine, promotionId: number) => {
      try {
        const answer = await enqueue(() =>
          updateCartBatch(getApi(), [{ cart_id: line.cart_id, sku_id: line.sku_id, selected_promotion: promotionId }]),
        )
        storeApi.getState().replace(answer.cartInfo)
      } catch {
        // The select shows the server's choice again.
      }
    },
    [enqueue, storeApi],
  )

  const addGift = useCallback(
    async (gift: GiftOption) => {
      try {
        await enqueue(() =>
          storeApi
            .getState()
            .addGift({ rel_promotion_id: gift.rel_promotion_id, sku_id: gift.sku_id, quantity: gift.gift_num }),
        )
        toast.success('赠品已加入购物车')
      } catch {
        // The API client has shown why.
      }
    },
    [enqueue, storeApi],
  )

  const flush = useCallback(async () => {
    const sends = [...timers.current.values()].map(({ timer, send }) => {
      clearTimeout(timer)
      return send()
    })
    await Promise.all(sends)
    await queue.current
  }, [])

  return useMemo(
    () => ({
      quantityOf: (line: CartLine) => quantities[line.cart_id] ?? line.quantity,
      isChecked: (line: CartLine) => checks[line.cart_id] ?? line.is_checked,
      changeQuantity,
      setChecked,
      remove,
      choosePromotion,
      addGift,
      flush,
      pending,
    }),
    [quantities, checks, changeQuantity, setChecked, remove, choosePromotion, addGift, flush, pending],
  )
}
