import { useCallback, useEffect, useState } from 'react'
import { formatDateTime } from '../runtime/lib/date.ts'
import { PAGE_NAME_LABELS, fetchTemplates, type TemplateSummary } from './templates-api.ts'

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; templates: TemplateSummary[] }

/** Every page template of the mall, with its kind, version and last change. */
export function TemplateList() {
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(() => {
    setState({ kind: 'loading' })
    fetchTemplates().then(
      (templates) => setState({ kind: 'ready', templates }),
      (error: unknown) => setState({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' }),
    )
  }, [])

  useEffect(load, [load])

  return (
    <section className="dz-panel" aria-labelledby="dz-templates-title">
      <div className="dz-panel__head">
        <h2 id="dz-templates-title" className="dz-panel__title">
          页面模板
        </h2>
        {state.kind === 'ready' && <span className="dz-panel__count">共 {state.templates.length} 个</span>}
      </div>
      {state.kind === 'loading' && <p className="dz-panel__note">加载中…</p>}
      {state.kind === 'failed' && (
        <p className="dz-panel__note dz-panel__note--error" role="alert">
          模板加载失败：{state.message}
          <button type="button" className="dz-panel__retry" onClick={load}>
            重试
          </button>
        </p>
      )}
      {state.kind === 'ready' &&
        (state.templates.length === 0 ? (
          <p className="dz-panel__note">还没有页面模板。</p>
        ) : (
          <table className="dz-table">
            <thead>
              <tr>
                <th scope="col">模板名称</th>
                <th scope="col">页面类型</th>
                <th scope="col">页面编号</th>
                <th scope="col">版本</th>
                <th scope="col">更新时间</th>
              </tr>
            </thead>
            <tbody>
              {state.templates.map((template) => (
                <tr key={template.id}>
                  <td>{template.template_title}</td>
                  <td>
                    <span className="dz-tag">{PAGE_NAME_LABELS[template.page_name]}</span>
                  </td>
                  <td>{template.theme_pc_template_id}</td>
                  <td>v{template.version}</td>
                  <td>{formatDateTime(template.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  )
}
