/** The 模拟微信授权 page of the test provider: a tiny form standing in for WeChat's consent screen. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

export interface AuthorizePage {
  /** Where the form posts (the page's own path). */
  action: string
  redirectUri: string
  state: string
  /** The host the shopper is signing in to, shown on the page. */
  site: string
}

export function renderAuthorizePage(page: AuthorizePage): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>模拟微信授权</title>
<style>
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f2f2;color:#333}
main{max-width:360px;margin:64px auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{margin:0 0 8px;font-size:20px}
p{margin:0 0 20px;color:#666}
label{display:block;margin-bottom:6px}
input[type=text]{box-sizing:border-box;width:100%;padding:8px 10px;border:1px solid #ccc;border-radius:4px;font-size:14px}
.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;padding:10px 0;border:0;border-radius:4px;font-size:15px;cursor:pointer}
.confirm{background:#07c160;color:#fff}
.cancel{background:#eee;color:#333}
</style>
</head>
<body>
<main>
<h1>模拟微信授权</h1>
<p>${escapeHtml(page.site)} 申请使用你的微信身份登录。这是演示环境的模拟授权，不会连接真实微信；本浏览器始终是同一个模拟微信用户。</p>
<form method="post" action="${escapeHtml(page.action)}">
${field('redirect_uri', page.redirectUri)}
${field('state', page.state)}
<label for="nickname">微信昵称（仅用于显示）</label>
<input type="text" id="nickname" name="nickname" value="微信用户" maxlength="32" required autocomplete="off">
<div class="actions">
<button type="submit" class="confirm" name="action" value="confirm">确认登录</button>
<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>取消</button>
</div>
</form>
</main>
</body>
</html>
`
}
