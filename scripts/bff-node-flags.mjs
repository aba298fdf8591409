// V8 flags the console's server runs with, in production and in the benchmarks that measure it.
// - A larger young generation (64 MB semi-spaces instead of 16) means far fewer scavenges under load.
// - But V8 starts a full (mark-compact) collection whenever the old generation's room left is smaller
//   than the young generation, and after a collection sizes that room from what survived (~40 MB here):
//   with 64 MB semi-spaces a busy BFF ran a full collection every 2–3 s, each pausing it 5–13 ms. A
//   256 MB floor under the old generation keeps the room, so full collections become rare.
// In `npm run bench:bff-ab` (200 connections, 1,500 req/s, a BFF with and one without the floor taking
// turns) the floor took the BFF's added p99 from 13 ms to 5–7 ms, for a heap that may reach ~400 MB
// (256 MB old, 2 × 64 MB young) before a full collection.
// - The young generation has its full size from the start (min = max): it used to grow under the first
//   minutes of load, so the process looked like it leaked (`npm run bench:soak`, 200 users: RSS 373 →
//   494 MB, +32 %, while the heap after GC grew 6.5 MB); now it starts where it stays (452 → 447 MB).
export const BFF_NODE_FLAGS = [
  '--min-semi-space-size=64',
  '--max-semi-space-size=64',
  '--initial-old-space-size=256',
];
