/** The mall's two brand colours (spec 9) for code that cannot read the stylesheets' design tokens (runtime/styles/tokens.css: --mf-theme, --mf-price) — canvas drawing, stored defaults; plain values the browser may import. */
export const THEME_COLOR = '#479EE9'
export const PRICE_COLOR = '#FF0036'
