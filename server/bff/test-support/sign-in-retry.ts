type Answer = { status: number; headers: Headers; text: string };

/**
 * Sends a sign-in as a browser's user would: a 503 "sign-in is busy" (every hashing slot taken, as on a
 * loaded test machine) is tried again after its Retry-After, a few times; any other answer is final.
 */
export async function signInHonouringBusy<A extends Answer>(send: () => Promise<A>, tries = 4): Promise<A> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status !== 503 || !retryAfter || attempt >= tries) return answer;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}
