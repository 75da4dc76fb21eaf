import os from 'node:os'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { ENV_VARIABLES } from './config/variables.ts'
import { withConfigTable } from './docs/config-table.ts'

const base = { NODE_ENV: 'test', SECRET: 'test-secret', DATA_DIR: os.tmpdir() }

describe('several instances: REDIS_URL, REDIS_PREFIX, WORKERS', () => {
  it('default to one process with nothing shared', () => {
    expect(loadConfig(base)).toMatchObject({ redisUrl: '', redisPrefix: 'mallfront:', workers: 0 })
  })

  it('take a Redis URL and a key prefix', () => {
    const config = loadConfig({ ...base, REDIS_URL: ' redis://cache.internal:6379/2 ', REDIS_PREFIX: 'shop-a:' })
    expect(config).toMatchObject({ redisUrl: 'redis://cache.internal:6379/2', redisPrefix: 'shop-a:' })
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://user:pw@cache:6380' }).redisUrl).toBe(
      'rediss://user:pw@cache:6380',
    )
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError)
  })

  it('take a worker count, or one per core with auto', () => {
    expect(loadConfig({ ...base, WORKERS: '3' }).workers).toBe(3)
    expect(loadConfig({ ...base, WORKERS: '0' }).workers).toBe(0)
    expect(loadConfig({ ...base, WORKERS: 'auto' }).workers).toBe(os.availableParallelism())
    for (const bad of ['-1', '1.5', 'many', '1000'])
      expect(() => loadConfig({ ...base, WORKERS: bad }), bad).toThrow(ConfigError)
  })
})

describe('cross-origin clients: CORS_ORIGINS', () => {
  it('opens to no other site by default', () => {
    expect(loadConfig(base).corsOrigins).toEqual({ any: false, listed: [] })
  })

  it('takes listed origins, * for every site, or both', () => {
    const config = loadConfig({
      ...base,
      CORS_ORIGINS: ' https://shop.example.com , http://127.0.0.1:5173/,https://shop.example.com',
    })
    expect(config.corsOrigins).toEqual({ any: false, listed: ['https://shop.example.com', 'http://127.0.0.1:5173'] })
    expect(loadConfig({ ...base, CORS_ORIGINS: '*' }).corsOrigins).toEqual({ any: true, listed: [] })
    expect(loadConfig({ ...base, CORS_ORIGINS: '*,https://ops.example.com' }).corsOrigins).toEqual({
      any: true,
      listed: ['https://ops.example.com'],
    })
  })

  it('refuses what is not a bare http(s) origin', () => {
    for (const bad of [
      'shop.example.com',
      'https://shop.example.com/app',
      'ftp://shop.example.com',
      'https://user@shop.example.com',
      'https://shop.example.com?x=1',
      'null',
    ]) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow(ConfigError)
    }
  })
})

describe('every variable declared once (config/variables.ts)', () => {
  it('stops the start with an error naming the variable, what it must be and what it was', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: '80a' }, 'PORT must be an integer 0-65535, got "80a"'],
      [{ ORDER_UNPAID_MINUTES: '0' }, 'ORDER_UNPAID_MINUTES must be an integer 1-10080, got "0"'],
      [{ WORKERS: 'many' }, 'WORKERS must be auto or an integer 0-256, got "many"'],
      [{ DEMO: 'yes' }, 'DEMO must be 1, 0, true or false, got "yes"'],
      [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a URL starting with postgres://, got "mysql://db"'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, got "loud"'],
    ]
    for (const [env, message] of cases) expect(() => loadConfig({ ...base, ...env }), message).toThrow(message)
  })

  it('treats an empty or blank value as unset and trims the rest', () => {
    expect(loadConfig({ ...base, PORT: ' ', ORDER_UNPAID_MINUTES: ' 45 ' })).toMatchObject({
      port: 3000,
      orderUnpaidMinutes: 45,
    })
  })

  it('keeps README’s configuration table in step with the declarations', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    expect(readme, 'run npm run docs:config').toBe(withConfigTable(readme))
    for (const [name] of ENV_VARIABLES) expect(readme).toContain(`\`${name}\``)
  })
})
