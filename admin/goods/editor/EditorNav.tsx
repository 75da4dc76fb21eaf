import { useEffect, useState } from 'react'

/**
 * The editor's sections as anchors beside the form, the one in view marked. A click scrolls to the
 * section and moves the focus to its title, so keyboard users land where they asked to go.
 */
export function EditorNav({ sections }: { sections: readonly { id: string; label: string }[] }) {
  const [current, setCurrent] = useState<string>(sections[0]?.id ?? '')

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting)
        if (visible.length > 0) setCurrent(visible[0]!.target.id)
      },
      { rootMargin: '-80px 0px -60% 0px' },
    )
    for (const section of sections) {
      const element = document.getElementById(section.id)
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
  }, [sections])

  function go(id: string) {
    const element = document.getElementById(id)
    if (!element) return
    element.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
    const title = document.getElementById(`${id}-title`)
    title?.setAttribute('tabindex', '-1')
    title?.focus({ preventScroll: true })
    setCurrent(id)
  }

  return (
    <nav className="gd-editor__nav" aria-label="商品信息区块">
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault()
                go(section.id)
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
