import { SeededRandom } from './random';

/**
 * The configuration seed's generator: the same seeded mulberry32 as the operations seed, so the demo
 * project comes out the same on every fresh store and screenshots and tests stay stable.
 */
export type DemoRandom = SeededRandom;

export const createDemoRandom = (seed: number): DemoRandom => new SeededRandom(seed);
