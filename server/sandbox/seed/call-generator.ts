import { randomUUID } from 'node:crypto';
import type { CallRow } from '../db/tables/operations';
import { callAmount, RATE_VND_PER_MINUTE } from '../routes/api/call-billing';
import { callId } from '../routes/api/call-store';
import { CALL_TYPE } from '../routes/api/debugger-log';
import type { SeededRandom } from './random';
import { HOTLINES, mobileNumber, personName, type Agent } from './vietnamese-directory';

export type Customer = { number: string; name: string };
/** Who the demo calls are between. */
export type CallParties = { customers: Customer[]; agents: readonly Agent[] };
export type GeneratedCall = CallRow & { callType: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Relative call volume per hour of the day in Vietnam: office hours, a lunch dip. */
const HOURLY_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 8, 14, 16, 15, 12, 8, 12, 15, 15, 14, 11, 8, 6, 5, 4, 3, 2];
const HOUR_TABLE = HOURLY_WEIGHTS.flatMap((weight, hour) => Array<number>(weight).fill(hour));

export function customerPool(random: SeededRandom, size: number): Customer[] {
  return Array.from({ length: size }, () => ({ number: mobileNumber(random), name: personName(random) }));
}

/** `count` start times over the 30 days before `now`, ascending, shaped by the hour of the day. */
export function startTimes(random: SeededRandom, count: number, now: number): Float64Array {
  const todayStart = Math.floor((now + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const hour = random.pick(HOUR_TABLE);
    let time = todayStart - random.int(0, 29) * DAY_MS + hour * 3_600_000 + random.int(0, 3_599_999);
    if (time > now - 60_000) time -= DAY_MS;
    times[i] = time;
  }
  return times.sort();
}

type Ends = Pick<CallRow, 'from_number' | 'to_number' | 'from_user_id' | 'from_alias' | 'to_alias'> & {
  from_internal: number;
  to_internal: number;
  callType: number;
  answerRate: number;
  rate: number;
};

function callEnds(random: SeededRandom, { customers, agents }: CallParties): Ends {
  const roll = random.next();
  const customer = random.pick(customers);
  const hotline = random.pick(HOTLINES);
  const agent = random.pick(agents);
  if (roll < 0.45) {
    // A customer dials a hotline; some carriers hand the number over percent-encoded.
    const number = random.chance(0.06) ? `%2B${customer.number}` : customer.number;
    return {
      from_number: number,
      to_number: hotline.number,
      from_user_id: null,
      from_alias: random.chance(0.7) ? customer.name : '',
      to_alias: hotline.alias,
      from_internal: 0,
      to_internal: 0,
      callType: CALL_TYPE.INBOUND,
      answerRate: 0.72,
      rate: RATE_VND_PER_MINUTE.inbound,
    };
  }
  if (roll < 0.9) {
    // An agent calls a customer from the app, showing a hotline as caller id.
    return {
      from_number: hotline.number,
      to_number: customer.number,
      from_user_id: agent.userId,
      from_alias: agent.name,
      to_alias: customer.name,
      from_internal: 1,
      to_internal: 0,
      callType: CALL_TYPE.OUTBOUND,
      answerRate: 0.6,
      rate: RATE_VND_PER_MINUTE.outbound,
    };
  }
  if (roll < 0.97) {
    const colleague = random.pick(agents.filter((other) => other !== agent));
    return {
      from_number: agent.userId,
      to_number: colleague.userId,
      from_user_id: agent.userId,
      from_alias: agent.name,
      to_alias: colleague.name,
      from_internal: 1,
      to_internal: 1,
      callType: CALL_TYPE.INTERNAL,
      answerRate: 0.85,
      rate: RATE_VND_PER_MINUTE.internal,
    };
  }
  // Placed through the REST call-out (reminders, OTP calls).
  return {
    from_number: hotline.number,
    to_number: customer.number,
    from_user_id: null,
    from_alias: hotline.alias,
    to_alias: customer.name,
    from_internal: 0,
    to_internal: 0,
    callType: CALL_TYPE.OUTBOUND,
    answerRate: 0.55,
    rate: RATE_VND_PER_MINUTE.outbound,
  };
}

/** One finished call starting at `startTime`. */
export function generateCall(random: SeededRandom, parties: CallParties, startTime: number): GeneratedCall {
  const { answerRate, rate, callType, ...ends } = callEnds(random, parties);
  const ringMs = random.int(3_000, 25_000);
  const answered = random.chance(answerRate);
  const answerSeconds = answered ? Math.min(2400, Math.max(5, Math.round(random.logNormal(95, 0.9)))) : 0;
  const answerTime = answered ? startTime + ringMs : 0;
  const stopTime = answered ? answerTime + answerSeconds * 1000 : startTime + ringMs + random.int(0, 20_000);
  const uuid = randomUUID();
  const recorded = answered && ends.to_internal === 0 && random.chance(0.6);
  const joined =
    answerSeconds > 60 && callType === CALL_TYPE.INBOUND && random.chance(0.03)
      ? [
          {
            type: 'internal',
            number: random.pick(parties.agents).userId,
            alias: '',
            spyCall: true,
            joined: answerTime + 30_000,
          },
        ]
      : [];
  return {
    id: callId(startTime, random.id('', 6)),
    uuid,
    ...ends,
    participants: JSON.stringify(joined),
    video_call: ends.to_internal === 1 && random.chance(0.2) ? 1 : 0,
    recorded: recorded ? 1 : 0,
    record_path: recorded ? `recordings/${uuid}.mp3` : null,
    start_time: startTime,
    answer_time: answerTime,
    stop_time: stopTime,
    created: Math.floor(startTime / 1000),
    last_modified: Math.floor(stopTime / 1000),
    amount: callAmount(answerSeconds, rate),
    answer_duration: answerSeconds,
    fields:
      callType === CALL_TYPE.INBOUND && random.chance(0.3)
        ? JSON.stringify([{ ivr_key: String(random.int(1, 4)) }])
        : '[]',
    running_until: null,
    callType,
  };
}
