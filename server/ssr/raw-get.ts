import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** For tests: a GET with the request target sent exactly as given ('//x:y', '/\\'), which inject cannot send. */
export interface RawResponse {
  status: number
  location: string | undefined
  contentType: string
  body: string
}

/** Listens on a free local port and answers its address ('http://127.0.0.1:PORT'). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method: 'GET', path: target, headers, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            contentType: response.headers['content-type'] ?? '',
            body,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}
