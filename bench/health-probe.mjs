// A process of its own that asks a URL one request at a time with a pause between, and reports
// the latencies when told to stop: the load generator's busy event loop must not delay the probe.
const url = process.argv[2];
const pauseMs = Number(process.argv[3] ?? 20);
const latencies = [];
let running = true;
process.on('message', () => (running = false));
process.send?.('ready');
while (running) {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(response.ok ? performance.now() - started : -1);
  } catch {
    latencies.push(-1);
  }
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
process.send(latencies, () => process.exit(0));
