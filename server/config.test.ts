import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

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
