import { checkSession } from './access-store.ts'
import './access.css'

/** The session could not be checked at all (network, server down): say so and offer a retry. */
export function CheckFailed({
  message,
  title = '页面设计器暂时无法打开',
  retry = checkSession,
}: {
  message: string
  title?: string
  retry?: () => Promise<void>
}) {
  return (
    <main className="dz-access">
      <section className="dz-access__card dz-access__card--notice" aria-labelledby="dz-failed-title">
        <h1 id="dz-failed-title" className="dz-access__title">
          {title}
        </h1>
        <p className="dz-access__lead" role="alert">
          {message}
        </p>
        <div className="dz-access__actions">
          <button type="button" className="dz-btn dz-btn--primary" onClick={() => void retry()}>
            重试
          </button>
        </div>
      </section>
    </main>
  )
}
