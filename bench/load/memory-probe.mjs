// Loaded into the measured server process with `node --expose-gc --import` (bench/load/servers.ts): answers the
// bench's IPC message 'memory' with the process's RSS and live heap. The server has no metrics endpoint, and the
// heap cannot be read from outside; a full collection first makes the heap figure the live data, not GC timing.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ memory: { rss, heapUsed } });
});
// The channel must not keep the server alive: SIGTERM still ends it as it would in production.
process.channel?.unref();
