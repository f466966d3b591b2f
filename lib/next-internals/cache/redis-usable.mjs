import { createClient } from 'redis';

/*
 * Whether the shared cache can use this Redis: its library follows expired and evicted keys
 * through keyevent notifications, and checks them with CONFIG GET when it starts. Without them
 * (or with CONFIG refused, as managed Redis services do) its setup never ends and every cache
 * call would wait for it, so the handler asks first. Waits for a first connection (Redis may
 * start after the site); resolves to null when usable, else to what to change.
 */
export async function redisCacheProblem(url, { connectTimeout }) {
  const client = createClient({ url, socket: { connectTimeout } });
  // Reconnect attempts while Redis is down: the handler reports the outage.
  client.on('error', () => {});
  await client.connect();
  try {
    if ((process.env.SKIP_KEYSPACE_CONFIG_CHECK || '').toUpperCase() === 'TRUE') return null;
    const events = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
    const complete = events.includes('E') && (events.includes('A') || (events.includes('x') && events.includes('e')));
    return complete ? null : `notify-keyspace-events is "${events}"; set it to Exe (deploy/redis/redis.conf)`;
  } catch (error) {
    return (
      `CONFIG GET notify-keyspace-events was refused (${error.message}); set notify-keyspace-events Exe on the server, ` +
      'then SKIP_KEYSPACE_CONFIG_CHECK=TRUE here'
    );
  } finally {
    await client.quit().catch(() => {});
  }
}
