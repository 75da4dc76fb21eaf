import type { LinkData } from '../../schemas/link.ts'

/** A customer link already resolved, as the server hands entries to the widgets. */
export const link = (href: string, title = ''): LinkData => ({ linkPage: 'href', url: href, href, title })
