import { useContext, useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { Modal } from '../../runtime/components/modal/Modal.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import { PAGE_WIDTH } from '../../schemas/widget-defaults.ts'
import type { LinkData } from '../../schemas/link.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { FormContext } from '../inspector/form-context.ts'
import { HotZoneCanvas, type HotZoneCanvasProps } from './HotZoneCanvas.tsx'
import { contentBox, heightForImage, isCropped } from './hot-zone-frame.ts'
import { useImageSize } from './useImageSize.ts'
import { asZones, newZone, replaceRect } from './hot-zones.ts'
import { LinkField } from './LinkField.tsx'
import { listBounds } from './list-limit.ts'
import './pickers.css'
import { RemoveConfirm } from './RemoveConfirm.tsx'

const LINK_HINT = { label: '链接', kind: 'link', tab: 'settings' } as const

/**
 * W0003's zones over the widget's image: draw, move and resize them on the picture, each with
 * its number and link below. Stored in percent of the image.
 */
export function HotZoneField({ id, path, label, value, onChange, widget, hint }: FieldEditorProps) {
  const zones = asZones(value)
  const imgUrl = typeof widget?.imgUrl === 'string' ? widget.imgUrl : ''
  const bounds = listBounds(widget, path, hint)
  const [selected, setSelected] = useState<number | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)
  const scope = useContext(FormContext)
  const box = contentBox(widget)
  const image = useImageSize(imgUrl)
  const [large, setLarge] = useState(false)

  if (!imgUrl) {
    return (
      <p id={id} data-field-path={path} tabIndex={-1} className="dzp-entries__empty">
        请先上传图片
      </p>
    )
  }

  const canvas: HotZoneCanvasProps = {
    imgUrl,
    ratio: box ? box.width / box.height : null,
    zones,
    selected,
    onSelect: setSelected,
    onDraw: (rect) => {
      if (zones.length >= bounds.max) {
        toast.warning(`最多添加${bounds.max}个热区`)
        return
      }
      onChange([...zones, newZone(rect)])
      setSelected(zones.length)
    },
    onRect: (index, rect) => onChange(replaceRect(zones, index, rect)),
    onDelete: setRemoving,
  }

  return (
    <div className="dzp-hotzone-field" id={id} data-field-path={path} tabIndex={-1} aria-label={label} role="group">
      <p className="dzp-help">
        在图片上拖动鼠标画出热区；拖动热区可移动，拖动角上的小方块可调整大小；选中后可用方向键微调。
      </p>
      {box && image && isCropped(box, image) && (
        <p className="dzp-hotzone-field__crop">
          <span>图片比例与挂件不同，商城按挂件大小裁切显示（下方即商城所见）。</span>
          {scope && (
            <Button type="default" size="small" onClick={() => scope.commit('/height', heightForImage(box, image))}>
              按图片比例调整挂件高度
            </Button>
          )}
        </p>
      )}
      <HotZoneCanvas {...canvas} />
      <div>
        <Button type="default" size="small" onClick={() => setLarge(true)}>
          按实际大小编辑
        </Button>
      </div>
      <Modal
        open={large}
        title="编辑热区（实际大小）"
        width={box ? Math.min(box.width, PAGE_WIDTH) + 48 : 720}
        height="auto"
        className="dzp-dialog"
        onClose={() => setLarge(false)}
        footer={
          <Button type="primary" onClick={() => setLarge(false)}>
            完成
          </Button>
        }
      >
        <HotZoneCanvas {...canvas} />
      </Modal>
      {zones.length === 0 ? (
        <p className="dzp-entries__empty">还没有热区</p>
      ) : (
        <ol className="dzp-zone-list" aria-label="热区列表">
          {zones.map((zone, index) => (
            <li
              key={index}
              className={`dzp-zone-list__item${selected === index ? ' is-selected' : ''}`}
              onFocusCapture={() => setSelected(index)}
            >
              <span className="dzp-zone-list__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="dzp-zone-list__link">
                <LinkField
                  id={`${id}-zone-${index}`}
                  path={`${path}/${index}/pathData`}
                  label={`热区 ${index + 1} 链接`}
                  value={zone.pathData}
                  onChange={(link) =>
                    onChange(zones.map((item, i) => (i === index ? { ...item, pathData: link as LinkData } : item)))
                  }
                  widget={widget}
                  hint={LINK_HINT}
                />
              </div>
              <Button
                type="text"
                size="small"
                className="dzp-entry__remove"
                aria-label={`删除热区 ${index + 1}`}
                onClick={() => setRemoving(index)}
              >
                删除
              </Button>
            </li>
          ))}
        </ol>
      )}
      <RemoveConfirm
        items={zones}
        index={removing}
        message={hint.confirmDelete ?? '确定删除该项？'}
        onChange={onChange}
        onClose={() => {
          setRemoving(null)
          setSelected(null)
        }}
      />
    </div>
  )
}
