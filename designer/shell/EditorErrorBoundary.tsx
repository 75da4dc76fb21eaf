import { Component, type ReactNode } from 'react'
import { LIST_URL } from './location.ts'
import './access/access.css'

interface State {
  error: Error | null
}

/**
 * A failure inside the editor (a widget that cannot render, a chunk that failed to load) shows a
 * way out instead of a blank window. The draft is safe: it was saved as the operator worked, and
 * the history is kept in the browser.
 */
export class EditorErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error) {
    console.error('designer editor failed', error)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <main className="dz-access">
        <section className="dz-access__card dz-access__card--notice" role="alert" aria-labelledby="dz-crash-title">
          <h1 id="dz-crash-title" className="dz-access__title">
            编辑器出错了
          </h1>
          <p className="dz-access__lead">已保存的草稿不会丢失，重新加载后可继续编辑。</p>
          <div className="dz-access__actions">
            <a className="dz-btn" href={LIST_URL}>
              返回页面列表
            </a>
            <button type="button" className="dz-btn dz-btn--primary" onClick={() => window.location.reload()}>
              重新加载
            </button>
          </div>
        </section>
      </main>
    )
  }
}
