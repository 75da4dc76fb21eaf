import { isWidgetType, type WidgetType } from '../../schemas/widgets/index.ts'

/**
 * The HTML5 drag of a palette entry onto the canvas. The palette sets the widget type under
 * WIDGET_DRAG_MIME; browsers hide drag data until the drop, so `startWidgetDrag` also names the
 * type in a second data type, which dragover can see and use to show early whether a free panel
 * would take the widget.
 */

export const WIDGET_DRAG_MIME = 'application/x-mallfront-widget'

const TYPE_MARK = `${WIDGET_DRAG_MIME}-`

/** What a palette entry's dragstart handler calls. */
export function startWidgetDrag(dataTransfer: DataTransfer, type: WidgetType): void {
  dataTransfer.setData(WIDGET_DRAG_MIME, type)
  // Data type names are lower-cased by browsers.
  dataTransfer.setData(TYPE_MARK + type.toLowerCase(), type)
  dataTransfer.effectAllowed = 'copy'
}

/** True while a palette entry is dragged (any phase). */
export function isWidgetDrag(dataTransfer: DataTransfer | null): dataTransfer is DataTransfer {
  return !!dataTransfer && Array.from(dataTransfer.types).includes(WIDGET_DRAG_MIME)
}

/** The dragged type during dragover (from the marker type), or null when the palette did not set it. */
export function peekWidgetType(dataTransfer: DataTransfer): WidgetType | null {
  for (const name of Array.from(dataTransfer.types)) {
    if (!name.startsWith(TYPE_MARK)) continue
    const type = name.slice(TYPE_MARK.length).toUpperCase()
    if (isWidgetType(type)) return type
  }
  return null
}

/** The dropped type, readable on drop. */
export function droppedWidgetType(dataTransfer: DataTransfer): WidgetType | null {
  const type = dataTransfer.getData(WIDGET_DRAG_MIME)
  return isWidgetType(type) ? type : null
}
