import {
  MODULE_IMAGE_FAILED,
  MODULE_IMAGE_UPLOADED,
  MODULE_PANEL_REQUIRED,
  MODULE_SAVED,
  type CombinedModule,
} from '../../../schemas/api/combined-modules.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { designerApi, uploadImage } from '../../api/client.ts'
import type { EditorState } from '../../store/editor-store.ts'
import { findWidget, isPanel } from '../../store/tree.ts'
import type { DraftWidget } from '../../store/types.ts'
import { modulesChanged } from './modules-store.ts'
import { snapshotElement } from './snapshot.ts'

/**
 * Saving a free panel as a combined module (spec 2.9, 5, 8): which widget may be saved, its
 * picture from the canvas, and the save itself — the picture is uploaded to the image storage
 * first (上传组合模块图片成功! or 组合模块图片保存失败, which stops the save), then the module is
 * posted (组合模块保存成功！).
 */

/** The page-level free panel `uuid` names, or null for anything else (a child, another widget, none). */
export function savablePanel(editor: Pick<EditorState, 'doc'>, uuid: string | null): DraftWidget | null {
  const found = uuid ? findWidget(editor.doc, uuid) : null
  return found && found.parentId === null && isPanel(found.widget) ? found.widget : null
}

/**
 * The 保存为组合模块 command on the selection: opens the dialog for a selected free panel, and
 * otherwise answers 请选中要保存的自由面板.
 */
export function requestSaveModule(editor: Pick<EditorState, 'doc' | 'selectedId'>, open: (uuid: string) => void) {
  const panel = savablePanel(editor, editor.selectedId)
  if (panel) open(panel.uuid)
  else toast.warning(MODULE_PANEL_REQUIRED)
}

/** The panel as the canvas draws it: the widget inside its frame, holding the children's frames. */
function panelElement(uuid: string): HTMLElement | null {
  const frame = Array.from(document.querySelectorAll<HTMLElement>('.dz-frame')).find((f) => f.dataset.uuid === uuid)
  if (!frame) return null
  const widget = Array.from(frame.querySelectorAll<HTMLElement>('.mf-widget')).find((w) => w.dataset.uuid === uuid)
  return widget ?? frame
}

/** The panel's preview picture, or null when it cannot be drawn (the save then stops). */
export async function panelPicture(uuid: string): Promise<Blob | null> {
  try {
    const element = panelElement(uuid)
    return element ? await snapshotElement(element) : null
  } catch {
    return null
  }
}

/**
 * Uploads the picture and saves the module. Returns the saved module, or null when the picture
 * could not be stored (said with 组合模块图片保存失败); the module's own refusal is thrown.
 */
export async function saveModule(
  name: string,
  panel: DraftWidget,
  picture: Blob | null,
): Promise<CombinedModule | null> {
  let image: string
  try {
    if (!picture) throw new Error('no picture')
    const file = new File([picture], `${name}.png`, { type: 'image/png' })
    image = (await uploadImage(file, () => undefined)).img_full_url
  } catch {
    toast.error(MODULE_IMAGE_FAILED)
    return null
  }
  toast.success(MODULE_IMAGE_UPLOADED)
  const saved = await designerApi.saveModule({ name, image, params: panel })
  toast.success(MODULE_SAVED)
  modulesChanged()
  return saved
}
