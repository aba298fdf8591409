// V8 flags the console's server runs with, in production and in the benchmarks that measure it.
// A larger young generation (64 MB semi-spaces instead of 16) means far fewer scavenges under load: in
// bench:bff at 200 connections it took the BFF's added p99 from about 25 ms to about 8 ms and its CPU per
// request down by a tenth, for up to ~100 MB more heap.
export const BFF_NODE_FLAGS = ['--max-semi-space-size=64'];
