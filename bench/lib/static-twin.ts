/**
 * The reference a page is measured against: a plain node:http server that answers a path with
 * bytes recorded from the app (the same body, content type and encoding), doing nothing else.
 * What the app reaches as a share of this is the figure the benchmarks print.
 *
 *   argv[2]: a JSON file of { [path]: { headers, body (base64) } }
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedAnswer {
  headers: Record<string, string>
  body: string
}

const recorded = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, RecordedAnswer>
const answers = new Map(
  Object.entries(recorded).map(([url, answer]) => [
    url,
    { headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
)

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '')
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { ...answer.headers, 'content-length': answer.body.length })
  response.end(answer.body)
})
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
