import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { cachedFirst, PER_TURN } from './cached-first.ts'

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('cachedFirst', () => {
  it('starts the other requests a few per turn of the event loop, in their order of arrival', async () => {
    const started: number[] = []
    const others = cachedFirst((request) => started.push(Number(request.url)))
    const count = PER_TURN * 2 + 3
    for (let index = 0; index < count; index++) others({ url: String(index) } as IncomingMessage, {} as ServerResponse)
    expect(started).toEqual([])
    await turn()
    expect(started).toHaveLength(PER_TURN)
    await turn()
    expect(started).toHaveLength(PER_TURN * 2)
    await turn()
    expect(started).toEqual(Array.from({ length: count }, (_, index) => index))
    // Idle again: the next request starts on the next turn.
    others({ url: 'late' } as IncomingMessage, {} as ServerResponse)
    await turn()
    expect(started.at(-1)).toBeNaN()
  })

  it('loses no request body while a request waits its turn, over real sockets', async () => {
    const order: string[] = []
    const others = cachedFirst((request, response) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        order.push(`other ${body}`)
        response.end(body)
      })
    })
    const server = http.createServer((request, response) => {
      if (request.url === '/cached') {
        order.push('cached')
        response.end('kept')
      } else others(request, response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const posts = Array.from({ length: PER_TURN * 3 }, (_, index) =>
        fetch(`${base}/call`, { method: 'POST', body: `订单 ${index}` }).then((response) => response.text()),
      )
      const cached = fetch(`${base}/cached`).then((response) => response.text())
      expect(await Promise.all(posts)).toEqual(posts.map((_, index) => `订单 ${index}`))
      expect(await cached).toBe('kept')
      expect(order.filter((entry) => entry !== 'cached')).toHaveLength(posts.length)
    } finally {
      server.close()
    }
  })
})
