/** The share bar's third-party addresses (spec 2.7), all for the item page's absolute URL. */
export interface ShareLink {
  key: 'weibo' | 'wechat' | 'douban' | 'qq' | 'qzone'
  label: string
  href: string
}

export function itemShareUrl(origin: string, itemId: number): string {
  return `${origin}/items/${itemId}`
}

export function shareLinks(url: string, title: string, image: string): ShareLink[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const p = encodeURIComponent(image)
  return [
    { key: 'weibo', label: '微博', href: `https://service.weibo.com/share/share.php?url=${u}&title=${t}&pic=${p}` },
    { key: 'wechat', label: '微信', href: url },
    { key: 'douban', label: '豆瓣', href: `https://www.douban.com/share/service?href=${u}&name=${t}&image=${p}` },
    { key: 'qq', label: 'QQ', href: `https://connect.qq.com/widget/shareqq/index.html?url=${u}&title=${t}&pics=${p}` },
    {
      key: 'qzone',
      label: 'QQ空间',
      href: `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${u}&title=${t}&pics=${p}`,
    },
  ]
}
