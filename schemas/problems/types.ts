/**
 * What the draft rules (schemas/problems/*) read besides the draft itself, and what one rule
 * finds. The server and the designer fill the context from what each knows: the page list from
 * the database or the designer's template list, clipped content only on the designer's canvas.
 */

/** One finding of a widget rule: where in the widget (JSON pointer) and what is wrong, in Chinese. */
export interface Finding {
  path: string
  message: string
}

export type WidgetRecord = Record<string, unknown>

/** A page a link may point at, as the page list knows it. */
export interface PageRef {
  /** The template's id (the designer's `?id=`). */
  id: number
  /** The public id page links carry (/custompage?pageid=). */
  theme_pc_template_id: number
  template_title: string
  published: boolean
}

/** How a widget's content does not fit its box, as the designer's canvas measured it. */
export interface ClipReport {
  kind: 'height' | 'width' | 'squeezed'
  /** The height in px that shows all content, or null when it cannot be computed. */
  fitHeight: number | null
}

export interface ProblemContext {
  /** The template being checked: a link to it is a link to the page itself. */
  templateId?: number
  /** Every page of the shop; without it links to other pages are not checked. */
  pages?: readonly PageRef[]
  /** Clip reports by widget uuid. */
  clipped?: Readonly<Record<string, ClipReport>>
}
