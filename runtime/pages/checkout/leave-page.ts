/**
 * Replaces the current history entry with another page, loaded afresh: Back from there does not
 * come here again (after an order is placed, Back must not submit it twice).
 */
export function replacePage(href: string): void {
  window.location.replace(href)
}
