import type { BlacklistNumberRow } from '../db/tables/contact-center';
import { newId } from '../ids';
import type { SeedContext } from './seed-context';

/** Mobile prefixes of the Vietnamese networks (after the country code 84), so numbers look real. */
const MOBILE_PREFIXES = [
  '32',
  '35',
  '37',
  '39',
  '70',
  '77',
  '79',
  '81',
  '83',
  '86',
  '88',
  '90',
  '93',
  '96',
  '98',
];

/**
 * Which of the two blocks each blacklisted number gets: most are blocked everywhere (spam, abuse); some
 * only in the IVR (robocallers that never reach a queue) or only in queues (may still use self-service).
 */
const BLOCKS: readonly { ivr: 0 | 1; queue: 0 | 1 }[] = [
  { ivr: 1, queue: 1 },
  { ivr: 1, queue: 1 },
  { ivr: 1, queue: 0 },
  { ivr: 1, queue: 1 },
  { ivr: 0, queue: 1 },
  { ivr: 1, queue: 1 },
  { ivr: 1, queue: 0 },
  { ivr: 0, queue: 1 },
  { ivr: 1, queue: 1 },
];

/** A telemarketing landline (Hồ Chí Minh City) that keeps calling the hotline. */
const TELEMARKETING_LANDLINE = '842873001999';

export function buildBlacklist(ctx: SeedContext): BlacklistNumberRow[] {
  const numbers = new Set<string>();
  while (numbers.size < BLOCKS.length)
    numbers.add(`84${ctx.random.pick(MOBILE_PREFIXES)}${ctx.random.digits(7)}`);
  const rows = [...numbers].map((number, index) => ({
    id: newId('BL'),
    number,
    ivr_blocked: BLOCKS[index]?.ivr ?? 1,
    queue_blocked: BLOCKS[index]?.queue ?? 1,
    created: ctx.stamp(),
  }));
  rows.push({
    id: newId('BL'),
    number: TELEMARKETING_LANDLINE,
    ivr_blocked: 1,
    queue_blocked: 1,
    created: ctx.stamp(),
  });
  return rows;
}
