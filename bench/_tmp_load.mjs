import autocannon from 'autocannon';
import { fork } from 'node:child_process';
const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const probe = fork(new URL('./health-probe.mjs', import.meta.url), [base + '/api/health', '20']);
await new Promise((r) => probe.once('message', r));
const sorts=['newest','oldest','name','priority'];
let i=0;
const r = await autocannon({ url: base, connections: 50, duration: 10, headers:{'accept-encoding':'gzip, deflate, br'},
 requests:[{ setupRequest: (req)=>{ i++; return {...req, path:`/api/decks/page?sort=${sorts[i%4]}&page=${1+(i%3)}&pageSize=${6+(i%7)}`}; } }]});
const lat = await new Promise((r) => { probe.once('message', r); probe.send('stop'); });
lat.sort((a,b)=>a-b); const q=(p)=>lat[Math.min(lat.length-1, Math.floor(p*lat.length))].toFixed(1);
console.log(Math.round(r.requests.average), 'req/s gallery p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors, '| health n', lat.length, 'p50', q(0.5), 'p99', q(0.99), 'max', q(1));
