import { useEffect, useMemo, useState } from 'react'
import type { DesignerTemplate } from '../../schemas/api/designer.ts'
import type { TemplateVersion } from '../../schemas/api/template-versions.ts'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import { sessionExpired } from '../shell/access/access-store.ts'
import { Icon } from '../shell/icons.tsx'
import { formatChangeTime } from '../shell/pages/page-info.ts'
import { asDoc } from '../store/doc.ts'
import { useEditor } from '../store/editor-store.ts'
import type { Doc } from '../store/types.ts'
import { versionsApi } from './api.ts'
import { sameAsDraft, versionDiff } from './diff.ts'
import { marksOf } from './marks.ts'
import { restoreVersion } from './restore.ts'
import { VersionDiffList } from './VersionDiffList.tsx'
import { setVersionMarks, setVersionsOpen } from './versions-store.ts'
import './versions.css'

export const VERSIONS_PANEL_ID = 'dz-versions'

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: TemplateVersion[]; total: number }

type Chosen = { version: TemplateVersion; doc: Doc | null; failed?: boolean }

const errorText = (error: unknown) => (error instanceof Error ? error.message : '读取失败')

/** The page's published versions, newest first, reloaded after each publish; 加载更多 reads the next page. */
function useVersionList(templateId: number, published: number) {
  const [state, setState] = useState<ListState>({ kind: 'loading' })
  const [page, setPage] = useState(1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new published version is the reload trigger.
  useEffect(() => {
    let live = true
    setState({ kind: 'loading' })
    setPage(1)
    versionsApi.list(templateId, 1).then(
      (answer) => live && setState({ kind: 'ready', list: answer.list, total: answer.total_count }),
      (error: unknown) => live && !sessionExpired(error) && setState({ kind: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [templateId, published])

  async function more() {
    if (state.kind !== 'ready') return
    try {
      const answer = await versionsApi.list(templateId, page + 1)
      const known = new Set(state.list.map((item) => item.version))
      setState({
        kind: 'ready',
        list: [...state.list, ...answer.list.filter((item) => !known.has(item.version))],
        total: answer.total_count,
      })
      setPage(page + 1)
    } catch (error) {
      if (!sessionExpired(error)) toast.error(errorText(error))
    }
  }

  return { state, more }
}

function VersionRow({
  item,
  live,
  chosen,
  onChoose,
}: {
  item: TemplateVersion
  live: boolean
  chosen: boolean
  onChoose: () => void
}) {
  return (
    <li>
      <button type="button" className="dz-version" aria-pressed={chosen} onClick={onChoose}>
        <span className="dz-version__line">
          <strong className="dz-version__number">版本 {item.version}</strong>
          {live && <span className="dz-version__live">线上</span>}
          <span className="dz-version__time">{formatChangeTime(item.published_at)}</span>
        </span>
        <span className="dz-version__line dz-version__meta">
          <span>{item.operator_name || '发布人未记录'}</span>
          <span className={item.note ? 'dz-version__note' : 'dz-version__note is-empty'}>{item.note || '无备注'}</span>
        </span>
      </button>
    </li>
  )
}

/**
 * 历史版本: every published version of the page (number, operator, time, 备注). Choosing one lists
 * what the draft changed since it, widget by widget, and outlines those widgets on the canvas;
 * 恢复此版本 makes it the draft as one undoable step (publishing stays explicit).
 */
export function VersionsPanel({ template }: { template: DesignerTemplate }) {
  const { state, more } = useVersionList(template.id, template.version)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [asking, setAsking] = useState(false)
  const draft = useEditor((editor) => editor.doc)
  const diff = useMemo(() => (chosen?.doc ? versionDiff(chosen.doc, draft) : null), [chosen, draft])

  useEffect(() => {
    setVersionMarks(diff ? marksOf(diff) : null)
  }, [diff])
  useEffect(() => () => setVersionMarks(null), [])

  async function choose(item: TemplateVersion) {
    if (chosen?.version.version === item.version) return
    setChosen({ version: item, doc: null })
    try {
      const answer = await versionsApi.read(template.id, item.version)
      setChosen((now) => (now?.version.version === item.version ? { version: item, doc: asDoc(answer.config) } : now))
    } catch (error) {
      if (sessionExpired(error)) return
      setChosen((now) => (now?.version.version === item.version ? { version: item, doc: null, failed: true } : now))
    }
  }

  function restore() {
    setAsking(false)
    if (chosen?.doc) restoreVersion(chosen.version.version, chosen.doc)
  }

  const settingsTitle = draft.frame ? '页头页尾设置' : '页面设置'
  return (
    <section id={VERSIONS_PANEL_ID} className="dz-versions" aria-labelledby="dz-versions-title">
      <header className="dz-versions__head">
        <h2 id="dz-versions-title" className="dz-versions__title">
          历史版本
        </h2>
        <button
          type="button"
          className="dz-icon-btn"
          aria-label="关闭历史版本"
          data-tooltip="关闭历史版本"
          data-tooltip-align="end"
          onClick={() => setVersionsOpen(false)}
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="dz-versions__list-wrap">
        {state.kind === 'loading' && <p className="dz-versions__note">正在读取历史版本…</p>}
        {state.kind === 'failed' && <p className="dz-versions__note">历史版本读取失败，请稍后重试。</p>}
        {state.kind === 'ready' && state.list.length === 0 && (
          <p className="dz-versions__note">页面还没有发布过，发布后每个版本都会列在这里。</p>
        )}
        {state.kind === 'ready' && state.list.length > 0 && (
          <ol className="dz-versions__list" aria-label="已发布的版本">
            {state.list.map((item) => (
              <VersionRow
                key={item.version}
                item={item}
                live={template.published && item.version === template.version}
                chosen={chosen?.version.version === item.version}
                onChoose={() => void choose(item)}
              />
            ))}
          </ol>
        )}
        {state.kind === 'ready' && state.list.length < state.total && (
          <button type="button" className="dz-btn dz-btn--small dz-versions__more" onClick={() => void more()}>
            加载更多
          </button>
        )}
      </div>
      {chosen && (
        <section className="dz-versions__diff" aria-labelledby="dz-version-diff-title">
          <div className="dz-versions__diff-head">
            <h3 id="dz-version-diff-title" className="dz-versions__diff-title">
              当前草稿相对版本 {chosen.version.version} 的变化
            </h3>
            <button
              type="button"
              className="dz-btn dz-btn--primary dz-btn--small"
              disabled={!diff || sameAsDraft(diff)}
              onClick={() => setAsking(true)}
            >
              恢复此版本
            </button>
          </div>
          {chosen.failed ? (
            <p className="dz-versions__note">该版本读取失败，请稍后重试。</p>
          ) : !diff ? (
            <p className="dz-versions__note">正在读取版本 {chosen.version.version}…</p>
          ) : sameAsDraft(diff) ? (
            <p className="dz-versions__note">当前草稿与该版本相同。</p>
          ) : (
            <>
              <p className="dz-versions__legend" aria-hidden="true">
                <span className="dz-versions__swatch dz-versions__swatch--added" />
                新增
                <span className="dz-versions__swatch dz-versions__swatch--moved" />
                移动或调整尺寸
                <span className="dz-versions__swatch dz-versions__swatch--changed" />
                修改
                <span className="dz-versions__swatch dz-versions__swatch--removed" />
                删除
              </p>
              <VersionDiffList diff={diff} settingsTitle={settingsTitle} />
            </>
          )}
        </section>
      )}
      <ConfirmDialog open={asking} onOk={restore} onCancel={() => setAsking(false)}>
        确定将草稿恢复为版本 {chosen?.version.version}？当前草稿可用「撤销」找回，发布后顾客才能看到。
      </ConfirmDialog>
    </section>
  )
}
