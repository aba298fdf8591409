/** V8 flags the console's server runs with (see bff-node-flags.mjs). */
export declare const BFF_NODE_FLAGS: string[];
