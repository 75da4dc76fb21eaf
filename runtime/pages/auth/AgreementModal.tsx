import { useEffect, useState } from 'react'
import { getProtocol, type Protocol } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { Modal } from '../../components/modal/Modal.tsx'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'

export interface AgreementModalProps {
  open: boolean
  onClose: () => void
  /** 同意并继续: ticks the agreement box and closes. */
  onAgree: () => void
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; protocol: Protocol }

/** 《用户注册协议》 from shops/protocol, fetched the first time it is opened. */
export function AgreementModal({ open, onClose, onAgree }: AgreementModalProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on opening and 重新加载 only; a failure must wait for the shopper, not retry at once.
  useEffect(() => {
    if (!open || loaded.state === 'ready') return
    let current = true
    setLoaded({ state: 'loading' })
    getProtocol(getApi(), 'member_register', { silent: true }).then(
      (protocol) => current && setLoaded({ state: 'ready', protocol }),
      () => current && setLoaded({ state: 'failed' }),
    )
    return () => {
      current = false
    }
    // Keyed on opening and 重新加载 only: a failure must wait for the shopper, not retry at once.
  }, [open, attempt])

  const title = loaded.state === 'ready' ? loaded.protocol.title : '用户注册协议'
  return (
    <Modal
      open={open}
      title={title}
      width={800}
      height={600}
      maskClosable
      className="mf-auth-agreement"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" onClick={onAgree}>
            同意并继续
          </Button>
        </>
      }
    >
      {loaded.state === 'loading' && <p className="mf-auth-agreement__status">协议加载中…</p>}
      {loaded.state === 'failed' && (
        <p className="mf-auth-agreement__status" role="alert">
          协议加载失败，
          <button type="button" className="mf-auth-text-button" onClick={() => setAttempt((n) => n + 1)}>
            重新加载
          </button>
        </p>
      )}
      {loaded.state === 'ready' && (
        <>
          {loaded.protocol.update_date && (
            <p className="mf-auth-agreement__date">更新日期：{loaded.protocol.update_date}</p>
          )}
          <div
            className="mf-auth-agreement__content"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(loaded.protocol.content) }}
          />
        </>
      )}
    </Modal>
  )
}
