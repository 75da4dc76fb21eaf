import { createContext, useContext, type ReactNode } from 'react'
import { useStore, type StoreApi } from 'zustand'

/**
 * A provider and hooks for a store made per request: the server renders each page with its own
 * store, so no shopper's state can leak into another's page through a module global.
 */
export function createStoreContext<S>(storeName: string) {
  const StoreContext = createContext<StoreApi<S> | null>(null)
  StoreContext.displayName = `${storeName}Store`

  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per store at module load, never during a render, so this component is stable.
  function StoreProvider({ store, children }: { store: StoreApi<S>; children: ReactNode }) {
    return <StoreContext value={store}>{children}</StoreContext>
  }

  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per store at module load, never during a render; the hook is then called at top level.
  function useStoreApi(): StoreApi<S> {
    const store = useContext(StoreContext)
    if (!store) throw new Error(`The ${storeName} store is used outside its provider`)
    return store
  }

  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per store at module load, never during a render; the hook is then called at top level.
  function useSelected<T>(selector: (state: S) => T): T {
    return useStore(useStoreApi(), selector)
  }

  return { StoreProvider, useStoreApi, useSelected }
}
