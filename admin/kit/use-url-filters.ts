import { useSearchParams } from 'react-router-dom'

/**
 * A list's filters kept in the address, so a filtered list can be linked (the dashboard's to-dos)
 * and survives a reload: `text(name, fallback)` reads one, `update` writes some (blank, 'all' and
 * page 1 leave the address), `reset(keep)` clears all but the named ones.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams()
  return {
    text: (name: string, fallback = '') => params.get(name) ?? fallback,
    page: Number(params.get('page') ?? '1') || 1,
    update(next: Record<string, string | number>) {
      const merged = new URLSearchParams(params)
      for (const [name, value] of Object.entries(next)) {
        if (value === '' || value === 'all' || (name === 'page' && value === 1)) merged.delete(name)
        else merged.set(name, String(value))
      }
      setParams(merged)
    },
    reset(...keep: string[]) {
      const kept = new URLSearchParams()
      for (const name of keep) {
        const value = params.get(name)
        if (value) kept.set(name, value)
      }
      setParams(kept)
    },
  }
}
