// `npm run demo-server`: the demo backend over HTTP (see README, "Demo accounts").
import { parseArgs } from 'node:util'
import { startDemoServer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DEMO_SERVER_PORT ?? '8000' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    large: { type: 'boolean', default: false },
    latency: { type: 'string', default: 'realistic' },
    test: { type: 'boolean', default: false },
  },
})

const latency = values.latency === 'realistic' ? 'realistic' : Number(values.latency)
if (latency !== 'realistic' && !Number.isFinite(latency)) throw new Error(`--latency: a number of ms or "realistic"`)

const { url } = await startDemoServer({
  port: Number(values.port),
  host: values.host,
  dataFile: values.data,
  large: values.large,
  latency,
  test: values.test,
})
process.stdout.write(
  `Demo backend on ${url}${values.test ? ' (test controls on /__demo/)' : ''}${values.data ? `, data in ${values.data}` : ''}\n`,
)
