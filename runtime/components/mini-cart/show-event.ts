/** Dispatched on window after adding to the cart; the header's mini cart opens for a moment (spec 2.6). */
export const SHOW_MINICART_EVENT = 'mf:show-minicart'

/** The mini cart closes by itself this long after the event, unless the pointer is over it (spec 9). */
export const MINICART_AUTO_CLOSE_MS = 3000

export function showMiniCart(): void {
  window.dispatchEvent(new CustomEvent(SHOW_MINICART_EVENT))
}
