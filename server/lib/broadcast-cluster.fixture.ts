import { ClusterBroadcast } from './broadcast-cluster.ts'
import { recordingLog } from './redis-fixtures.ts'

/**
 * A worker for broadcast-transports.test.ts: reports every broadcast it hears to the primary and
 * publishes what the primary asks it to.
 */
const broadcast = new ClusterBroadcast(process, recordingLog())
broadcast.subscribe('test', (message) => process.send?.({ type: 'heard', message }))
process.on('message', (value: { type?: string; message?: string }) => {
  if (value.type === 'publish' && value.message) void broadcast.publish('test', value.message)
})
process.send?.({ type: 'listening' })
