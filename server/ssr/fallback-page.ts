/**
 * The error page as static HTML, for when the React error page itself cannot render (a layout
 * that throws, a loader that never settles). It needs nothing but this string.
 */
export const FALLBACK_ERROR_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>出错了</title>
<style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
main{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:18px;min-height:100vh}
p{margin:0;font-size:20px}
a{padding:8px 28px;border-radius:18px;background:#479ee9;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<p>抱歉！应用程序错误异常！</p>
<a href="/">点击返回首页。</a>
</main>
</body>
</html>`
