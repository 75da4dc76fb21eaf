/**
 * The error pages (spec 2.2) as static HTML, for when the React pages cannot be used: the error
 * page itself failed (a layout that throws, a loader that never settles), or the address cannot
 * be read at all. They need nothing but these strings.
 */
import { THEME_COLOR } from '../../schemas/brand-colors.ts'

function staticPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
main{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:18px;min-height:100vh}
p{margin:0;font-size:20px}
a{padding:8px 28px;border-radius:18px;background:${THEME_COLOR};color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<p>${message}</p>
<a href="/">点击返回首页。</a>
</main>
</body>
</html>`
}

export const FALLBACK_ERROR_PAGE = staticPage('出错了', '抱歉！应用程序错误异常！')

export const FALLBACK_NOT_FOUND_PAGE = staticPage('页面不存在', '抱歉！您所访问的页面不存在！')
