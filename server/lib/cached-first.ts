import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Other requests started per turn: about a millisecond and a half of API work between two looks
 * for cached requests. One per turn gave guests all they lost back in the flash-sale benchmark but
 * halved the seckill orders per second while stock lasted; eight keep both (bench/README.md).
 */
export const PER_TURN = 8

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * Hands the requests the cached answers did not take to `handler` a few per turn of the event
 * loop, so answers from the cache go first. A cached page costs a few hundredths of a millisecond and a
 * member's API call or a rendered page ten times that or more; handled as they arrive, every
 * guest waited behind all the calls that arrived with it, and in a flash sale guests were answered
 * no faster than the members' tickets and orders. Now the server answers every cached request
 * that has arrived, starts a few others, and looks again (a turn with no new input costs a
 * microsecond or two); the others are still taken in their order of arrival, and none waits
 * behind more than the cached answers of a turn.
 *
 * The request's body is not lost meanwhile: an incoming message holds its data until read.
 */
export function cachedFirst(handler: Handler): Handler {
  const waiting: [IncomingMessage, ServerResponse][] = []
  let scheduled = false

  function next() {
    for (let started = 0; started < PER_TURN && waiting.length > 0; started++) {
      const [request, response] = waiting.shift() as [IncomingMessage, ServerResponse]
      handler(request, response)
    }
    scheduled = waiting.length > 0
    // Run in the next turn's check phase, after that turn has read and answered what arrived.
    if (scheduled) setImmediate(next)
  }

  return (request, response) => {
    waiting.push([request, response])
    if (!scheduled) {
      scheduled = true
      setImmediate(next)
    }
  }
}
