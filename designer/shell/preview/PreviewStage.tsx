import { useState } from 'react'
import type { DesignerTemplate } from '../../../schemas/api/designer.ts'
import type { Doc } from '../../store/types.ts'
import { storefrontPath } from '../pages/page-info.ts'
import { PreviewFrame } from './PreviewFrame.tsx'
import { usePreview } from './use-preview.ts'
import './preview.css'

/** 预览: the draft exactly as a shopper would get it now, with live prices, stock and coupons. */
export function PreviewStage({ template, doc }: { template: DesignerTemplate; doc: Doc }) {
  const [attempt, setAttempt] = useState(0)
  const state = usePreview(template, doc, attempt)
  const shown = state.kind === 'ready' ? state : state.kind === 'loading' ? state.previous : null
  const path = storefrontPath(template) ?? '/'

  return (
    <section className="dz-preview" aria-label="页面预览" aria-busy={state.kind === 'loading'}>
      <div className="dz-preview__address" aria-hidden="true">
        <span className="dz-preview__dot" />
        <span className="dz-preview__dot" />
        <span className="dz-preview__dot" />
        <span className="dz-preview__url">{path}</span>
        <span className="dz-preview__tag">预览 · 以访客身份显示实时数据</span>
      </div>
      <div className="dz-preview__viewport">
        {shown && <PreviewFrame layout={shown.layout} descriptor={shown.descriptor} path={path} />}
        {state.kind === 'loading' && (
          <div className={`dz-preview__status${shown ? ' dz-preview__status--overlay' : ''}`} role="status">
            <span className="dz-spinner" aria-hidden="true" /> {shown ? '正在更新预览…' : '正在生成预览…'}
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="dz-preview__status" role="alert">
            <p>预览加载失败：{state.message}</p>
            <button type="button" className="dz-btn" onClick={() => setAttempt((value) => value + 1)}>
              重试
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
