import { textOnFill, textShade } from './contrast.ts'

/** The mall's two brand colours (spec 9) for code that cannot read the stylesheets' design tokens (runtime/styles/tokens.css: --mf-theme, --mf-price) — canvas drawing, stored defaults; plain values the browser may import. */
export const THEME_COLOR = '#479EE9'
export const PRICE_COLOR = '#FF0036'

/**
 * The brand colours stay the fills and the large figures; small text (WCAG AA, 4.5:1) on white and on
 * the page greys (--mf-bg #F5F5F5, --mf-border-light #F0F0F0), the theme's light tint #EAF4FD, the price's #FFF1F3) uses these
 * darker shades of the same hues (tokens --mf-theme-text, --mf-price-text).
 */
export const TEXT_SURFACES = ['#FFFFFF', '#F5F5F5', '#F0F0F0', '#EAF4FD', '#FFF1F3'] as const
export const THEME_TEXT_COLOR = textShade(THEME_COLOR, TEXT_SURFACES)
export const PRICE_TEXT_COLOR = textShade(PRICE_COLOR, TEXT_SURFACES)
/** Small text on a theme fill (token --mf-on-theme): white does not reach 4.5:1 on THEME_COLOR, a deep shade of the hue does. */
export const ON_THEME_COLOR = textOnFill(THEME_COLOR)
/** Secondary small text (token --mf-text-muted): the lightest grey that still reads on the page grey. */
export const MUTED_TEXT_COLOR = textShade('#999999', TEXT_SURFACES)

/**
 * The CSS variables a page's own themeColor (page setting W0000) sets on its root: the fill itself and
 * the readable text shades derived from it, so an operator's colour keeps small text at AA as well.
 */
type ThemeVariables = Record<'--mf-theme' | '--mf-theme-text' | '--mf-on-theme', string>

/** A shop has a theme colour or two: each one's shades are worked out once, not on every page rendered. */
const shadesOf = new Map<string, Readonly<ThemeVariables>>()

export function themeVariables(themeColor: string): Readonly<ThemeVariables> {
  let variables = shadesOf.get(themeColor)
  if (!variables) {
    try {
      variables = {
        '--mf-theme': themeColor,
        '--mf-theme-text': textShade(themeColor, TEXT_SURFACES),
        '--mf-on-theme': textOnFill(themeColor),
      }
    } catch {
      // not a #rrggbb value (e.g. rgb()): the stylesheet's shades stay
      variables = { '--mf-theme': themeColor } as ThemeVariables
    }
    // Bounded: an operator typing colours in the designer's preview makes a few hundred at most.
    if (shadesOf.size >= 256) shadesOf.clear()
    shadesOf.set(themeColor, variables)
  }
  return variables
}
