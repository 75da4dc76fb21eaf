// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { memo } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { editorStore, useEditor } from './editor-store.ts'
import { selectedWidget, useCanRedo, useCanUndo, useIsSelected, useWidgetById } from './selectors.ts'
import { sampleDoc } from './test-doc.ts'

const renders = new Map<string, number>()
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1)

const Widget = memo(function Widget({ uuid }: { uuid: string }) {
  const widget = useWidgetById(uuid)
  const selected = useIsSelected(uuid)
  count(uuid)
  return <div data-selected={selected}>{String(widget?.type)}</div>
})

function Inspector() {
  const widget = useEditor(selectedWidget)
  count('inspector')
  return <p>{widget ? String(widget.text ?? widget.type) : '页面设置'}</p>
}

function Toolbar() {
  const undo = useCanUndo()
  const redo = useCanRedo()
  count('toolbar')
  return <p>{`${undo} ${redo}`}</p>
}

const uuids = ['carousel', 'text', 'search', 'panel', 'child-text']

describe('selectors', () => {
  afterEach(() => {
    cleanup()
    renders.clear()
  })

  it('re-render only the widgets whose selection or settings changed', () => {
    editorStore.getState().load(1, sampleDoc(), 1)
    render(
      <>
        {uuids.map((uuid) => (
          <Widget key={uuid} uuid={uuid} />
        ))}
        <Inspector />
        <Toolbar />
      </>,
    )
    renders.clear()
    act(() => editorStore.getState().select('text'))
    expect(Object.fromEntries(renders)).toEqual({ text: 1, inspector: 1 })

    renders.clear()
    act(() => editorStore.getState().select('search'))
    expect(Object.fromEntries(renders)).toEqual({ text: 1, search: 1, inspector: 1 })

    renders.clear()
    act(() => editorStore.getState().setField('child-text', '/text', '面板文字'))
    // The panel holds the child, so both change; the selected search and the rest stay.
    expect(Object.fromEntries(renders)).toEqual({ 'child-text': 1, panel: 1, toolbar: 1 })
  })
})
