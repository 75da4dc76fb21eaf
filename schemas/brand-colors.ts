/** The mall's two brand colours (spec: theme #479EE9, prices #FF0036), plain values the browser may import. */
export const THEME_COLOR = '#479EE9'
export const PRICE_COLOR = '#FF0036'
