const WORDS = {
  forbidden: ['无权访问', '您的角色没有此功能的权限，请联系超级管理员。'],
  empty: ['暂无可用功能', '您的角色还没有任何后台权限，请联系超级管理员分配角色。'],
  missing: ['页面不存在', '请从左侧菜单进入需要的功能。'],
} as const

/** A console address the operator's role does not open, a role that opens nothing, or an unknown address. */
export function NoAccess({ kind }: { kind: keyof typeof WORDS }) {
  const [title, text] = WORDS[kind]
  return (
    <section className="ac-empty-page" aria-labelledby="ac-no-access">
      <h1 id="ac-no-access">{title}</h1>
      <p>{text}</p>
    </section>
  )
}
