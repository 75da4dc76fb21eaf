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

/** The fields only some goods have; brand, name and the rest are the row's columns. */
type GoodsExtras = Omit<GoodsDef, 'leaf' | 'brand' | 'name' | 'sub' | 'price' | 'market' | 'sales'>

/**
 * One product as a table row: leaf, name (brand first, then a space), subtitle, price and market
 * price in yuan, sales (null: seeded at random), then the optional fields it has.
 */
type GoodsRow = [
  leaf: string,
  name: string,
  sub: string,
  price: number,
  market: number,
  sales: number | null,
  extras?: GoodsExtras,
]

/** Turns a category's goods table into product definitions; the brand is the name's first word. */
export const goodsTable = (rows: GoodsRow[]): GoodsDef[] =>
  rows.map(([leaf, name, sub, price, market, sales, extras]) => ({
    leaf,
    brand: name.slice(0, name.indexOf(' ')),
    name,
    sub,
    price,
    market,
    sales: sales ?? undefined,
    ...extras,
  }))
