import type { TSchema } from '@sinclair/typebox'
import { FooterConfig, HeaderConfig } from './layout.ts'

/**
 * The two templates that are not pages but parts of the site frame: the 全站页头 (header) and
 * 全站页尾 (footer). They keep their own config shape (schemas/layout.ts) instead of widgets; the
 * designer edits that config as the document's `frame`.
 */

export type FramePart = 'header' | 'footer'

/** The frame part a template is, or null for a page of widgets. */
export const framePartOf = (pageName: string): FramePart | null =>
  pageName === 'header' || pageName === 'footer' ? pageName : null

export const FRAME_SCHEMAS: Record<FramePart, TSchema> = { header: HeaderConfig, footer: FooterConfig }

/** How the designer names each part (the page list's titles of the seeded templates). */
export const FRAME_LABELS: Record<FramePart, string> = { header: '全站页头', footer: '全站页尾' }
