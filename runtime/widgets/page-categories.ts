import { createContext, useContext } from 'react'

/**
 * The category tree a page's W0007/W0022 share: the descriptor sends it once, as `categories`,
 * and leaves it out of each widget (schemas/widget-defaults.ts). Provided by the page's stage;
 * the designer's canvas has none, its widgets keep their own trees.
 */
const PageCategoriesContext = createContext<unknown[] | undefined>(undefined)

export const PageCategoriesProvider = PageCategoriesContext.Provider

export function usePageCategories(): unknown[] | undefined {
  return useContext(PageCategoriesContext)
}
