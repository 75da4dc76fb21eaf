import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadTicket } from '../../../schemas/api/uploads.ts'
import { callApi, createOperator } from '../../designer-api/test-fixtures.ts'
import { makePng } from '../../designer-api/test-images.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { photoTicket } from './test-photos.ts'

/**
 * Both storage endpoints take a body from anyone (the upload token is the only credential): every
 * malformed body is a 4xx with a catalogued code, nothing is logged as an error, a file is never
 * read before a valid ticket, and the endpoints are limited per address.
 */

const ENDPOINTS = ['/api/designer/storage', '/api/h5app/wxapp/uploads/storage'] as const
const BOUNDARY = 'mf-boundary'
const FIVE_MB = 5 * 1024 * 1024

let app: FastifyInstance
const logged: { level: number; msg?: string }[] = []
let address = 0
/** Each request from its own address, so the per-address limit stays out of the way unless tested. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`

beforeAll(async () => {
  app = await buildTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  })
})
afterAll(async () => {
  await app?.close()
})

type Part = { name: string; value: string | Buffer; filename?: string }

function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/png` : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

function post(url: string, payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: nextAddress(),
  })
}

async function designerTicket(): Promise<UploadTicket> {
  const operator = await createOperator(app)
  return (await callApi(app, operator, 'GET', '/uploads/token')).body?.data as UploadTicket
}

async function memberTicket(): Promise<UploadTicket> {
  return (await photoTicket(app, (await createTestMember(app)).headers)).json().data as UploadTicket
}

const ticketFor = (url: string) => (url.startsWith('/api/designer') ? designerTicket() : memberTicket())
const fileOf = (value: Buffer): Part => ({ name: 'file', value, filename: 'a.png' })
const errorLines = () => logged.filter((line) => line.level >= 50)

describe.each(ENDPOINTS)('%s refuses malformed bodies with a 4xx', (url) => {
  it('answers each kind of malformed body with its catalogued code', async () => {
    const ticket = await ticketFor(url)
    const fields: Part[] = [
      { name: 'token', value: ticket.token },
      { name: 'key', value: ticket.key },
    ]
    const cases: [string, Buffer | string, string, number, string][] = [
      ['no boundary in the body', 'x', `multipart/form-data; boundary=${BOUNDARY}`, 400, 'UPLOAD_MALFORMED'],
      ['no boundary parameter', 'x', 'multipart/form-data', 400, 'UPLOAD_MALFORMED'],
      ['empty body', '', `multipart/form-data; boundary=${BOUNDARY}`, 403, 'UPLOAD_TOKEN_INVALID'],
      [
        'a part cut short',
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc`,
        `multipart/form-data; boundary=${BOUNDARY}`,
        400,
        'UPLOAD_MALFORMED',
      ],
      ['a file before the token', multipart([fileOf(makePng(2, 2)), ...fields]), '', 400, 'UPLOAD_TOKEN_FIRST'],
      ['a file without any ticket', multipart([fileOf(makePng(2, 2))]), '', 400, 'UPLOAD_TOKEN_FIRST'],
      [
        'a file under another name',
        multipart([...fields, { name: 'image', value: makePng(2, 2), filename: 'a.png' }]),
        '',
        400,
        'UPLOAD_MALFORMED',
      ],
      [
        'misspelt ticket fields',
        multipart([{ name: 'tokn', value: ticket.token }, { name: 'key', value: ticket.key }, fileOf(makePng(2, 2))]),
        '',
        400,
        'UPLOAD_TOKEN_FIRST',
      ],
      ['a ticket and no file', multipart(fields), '', 400, 'UPLOAD_FILE_REQUIRED'],
      [
        'a forged token',
        multipart([{ name: 'token', value: 'a.b' }, fields[1]!, fileOf(makePng(2, 2))]),
        '',
        403,
        'UPLOAD_TOKEN_INVALID',
      ],
      ['two files', multipart([...fields, fileOf(makePng(2, 2)), fileOf(makePng(2, 2))]), '', 400, 'UPLOAD_MALFORMED'],
      ['too many fields', multipart(Array(6).fill({ name: 'x', value: 'y' })), '', 400, 'UPLOAD_MALFORMED'],
      ['a file over 5MB', multipart([...fields, fileOf(Buffer.alloc(FIVE_MB + 1))]), '', 413, 'IMAGE_TOO_LARGE'],
      ['JSON instead of a form', '{}', 'application/json', 400, 'UPLOAD_NOT_MULTIPART'],
    ]
    for (const [what, body, type, status, code] of cases) {
      const answer = type ? await post(url, body, type) : await post(url, body)
      expect({ what, status: answer.statusCode, code: answer.json().code }).toEqual({ what, status, code })
    }
    expect(errorLines()).toEqual([])
  })

  it('refuses a small file that declares more than 40 megapixels, storing nothing', async () => {
    const ticket = await ticketFor(url)
    const bomb = Buffer.from(makePng(1, 1))
    bomb.writeUInt32BE(65_535, 16)
    bomb.writeUInt32BE(65_535, 20)
    const form = (file: Buffer) =>
      multipart([{ name: 'token', value: ticket.token }, { name: 'key', value: ticket.key }, fileOf(file)])
    const refused = await post(url, form(bomb))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' })
    // The key is still free: the same ticket stores a proper photo.
    expect((await post(url, form(makePng(3, 3)))).statusCode).toBe(200)
  })

  it('limits each address to 30 requests a minute, before reading the body', async () => {
    const from = '10.200.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url,
            payload: 'x',
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            remoteAddress: from,
          })
        ).statusCode,
      )
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('a file sent before a valid ticket is never read', () => {
  it('answers while the rest of a 5MB body is still unsent', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    for (const url of ENDPOINTS) {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      )
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
              `Content-Length: ${head.length + FIVE_MB}\r\n\r\n`,
          )
          // The file's first 64 KB; the other 5MB are never sent.
          socket.write(Buffer.concat([head, Buffer.alloc(64 * 1024)]))
        })
        let received = ''
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1')
          if (received.includes('\r\n\r\n') && received.includes('UPLOAD_TOKEN_FIRST')) {
            socket.destroy()
            resolve(received)
          }
        })
        socket.on('error', reject)
        setTimeout(() => {
          socket.destroy()
          reject(new Error(`no answer from ${url} before the body ended`))
        }, 5000)
      })
      expect(answer.startsWith('HTTP/1.1 400')).toBe(true)
    }
  })
})

describe('fuzzing both storage endpoints', () => {
  it('never answers 5xx nor logs an error, whatever the body', async () => {
    const part = fc.record({
      name: fc.constantFrom('token', 'key', 'file', 'image', 'x', ''),
      value: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
      ),
      filename: fc.option(fc.constantFrom('a.png', 'b.jpg', ''), { nil: undefined }),
    })
    const body = fc.oneof(
      fc.array(part, { maxLength: 7 }).map((parts) => multipart(parts)),
      fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
      fc.tuple(fc.array(part, { minLength: 1, maxLength: 4 }), fc.nat()).map(([parts, cut]) => {
        const whole = multipart(parts)
        return whole.subarray(0, cut % whole.length)
      }),
    )
    const contentType = fc.constantFrom(
      `multipart/form-data; boundary=${BOUNDARY}`,
      'multipart/form-data; boundary=other',
      'multipart/form-data',
      'multipart/form-data; boundary=',
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), body, contentType, async (url, payload, type) => {
        const answer = await post(url, payload, type)
        expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400)
        expect(answer.statusCode, answer.body).toBeLessThan(500)
      }),
      { numRuns: 300 },
    )
    expect(errorLines()).toEqual([])
  })

  it('keeps memory flat under many unauthenticated 5MB uploads that send the file first', async () => {
    const payload = multipart([
      fileOf(Buffer.alloc(FIVE_MB, 7)),
      { name: 'token', value: 'x' },
      { name: 'key', value: 'y' },
    ])
    const used = () => {
      const memory = process.memoryUsage()
      return memory.heapUsed + memory.arrayBuffers
    }
    const before = used()
    let peak = before
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => post(ENDPOINTS[i % ENDPOINTS.length] as string, payload)),
      )
      peak = Math.max(peak, used())
      expect(answers.every((answer) => answer.statusCode === 400)).toBe(true)
    }
    // 90 bodies read whole would hold 450 MB; refused unread they cost next to nothing.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024)
  })
})
