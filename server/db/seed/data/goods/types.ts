/** A spec value, optionally with the price difference (yuan) over the base SKU. */
export type SpecValueDef = string | [name: string, priceDelta: number]

/** One demo product; prices are in yuan here and stored in cents. */
export interface GoodsDef {
  /** Leaf category name (unique across the tree). */
  leaf: string
  brand: string
  /** Starts with the brand. */
  name: string
  sub: string
  price: number
  market: number
  specs?: [specName: string, values: SpecValueDef[]][]
  tags?: string[]
  sales?: number
  /** Every SKU out of stock. */
  soldOut?: true
  /** Taken off the shelf (approve_status instock). */
  instock?: true
  /** Greyed out card (valid_lucky 1). */
  validLucky?: true
  /** A gift that cannot be bought on its own. */
  gift?: true
  /** Staff purchase: product_type and staff price in yuan. */
  staff?: { type: 'sale' | 'bag' | 'normal'; price: number }
}
