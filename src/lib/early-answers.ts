import { onSignOut } from './sign-out-hooks';

/**
 * How long an answer a route's loader asked for waits to be taken. The page's query asks within a second or
 * two of its loader; an answer left longer was not what the page asked for in the end (its filters changed).
 */
export const EARLY_ANSWER_TTL_MS = 10_000;

type EarlyAnswer = { response: Promise<Response>; startedAt: number };

const answers = new Map<string, EarlyAnswer>();

// An answer asked for with this session's cookie is never handed to the next person in the tab.
onSignOut(() => answers.clear());

function dropExpired(now: number): void {
  for (const [url, answer] of answers) if (now - answer.startedAt > EARLY_ANSWER_TTL_MS) answers.delete(url);
}

/**
 * Keeps a GET a route's loader started before the page's query module (and its schemas) arrived, for the
 * query that then asks for the same address. The first one for an address stays until taken or expired.
 * Returns the answer on its way for the address.
 */
export function keepEarlyAnswer(
  url: string,
  start: () => Promise<Response>,
  now = Date.now(),
): Promise<Response> {
  dropExpired(now);
  const kept = answers.get(url);
  if (kept) return kept.response;
  const response = start();
  const answer = { response, startedAt: now };
  answers.set(url, answer);
  // A failure or an error answer is not kept: the page's own request asks again and reports what it gets.
  // (It may be asked before the session's check: a visitor not signed in yet is answered 401, which must
  // not be what the page shows once they have signed in.) Taken before it arrived, it is the taker's.
  const dropUnlessTaken = () => {
    if (answers.get(url) === answer) answers.delete(url);
  };
  response.then((arrived) => {
    if (!arrived.ok) dropUnlessTaken();
  }, dropUnlessTaken);
  return response;
}

/** The answer on its way for `url`, once: the next request for it asks the server again. */
export function takeEarlyAnswer(url: string, now = Date.now()): Promise<Response> | null {
  const answer = answers.get(url);
  if (!answer) return null;
  answers.delete(url);
  return now - answer.startedAt <= EARLY_ANSWER_TTL_MS ? answer.response : null;
}
