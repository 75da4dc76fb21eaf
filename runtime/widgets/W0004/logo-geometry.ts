/** Spec 9: the logo wall has 3, 4 or 5 columns 10 px apart, each logo 60 % as high as it is wide. */
export const LOGO_COLUMNS = [3, 4, 5] as const
export const LOGO_GAP = 10
export const LOGO_HEIGHT_RATIO = 0.6

export function logoColumns(column: number | undefined): number {
  return (LOGO_COLUMNS as readonly number[]).includes(Number(column)) ? Number(column) : 5
}

/** The size of one logo cell for a content width split into `column` columns. */
export function logoSize(contentWidth: number, column: number): { width: number; height: number } {
  const columns = logoColumns(column)
  const width = Math.max(0, Math.floor((contentWidth - LOGO_GAP * (columns - 1)) / columns))
  return { width, height: Math.floor(width * LOGO_HEIGHT_RATIO) }
}
