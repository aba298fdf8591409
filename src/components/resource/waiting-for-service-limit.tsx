import { Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { isWaitingForServiceLimit } from '../../lib/api-error';
import { useDescribeError } from '../../lib/use-describe-error';

/**
 * While a change waits for the service's rate limit (it was not made, and is sent again when the limit
 * allows), says so, instead of a spinner that seems stuck.
 */
export function WaitingForServiceLimit() {
  const describeError = useDescribeError();
  const waiting = useMutationState({
    filters: { status: 'pending' },
    select: (mutation) => mutation.state.failureReason,
  }).findLast(isWaitingForServiceLimit);
  if (!waiting) return null;
  return (
    <Text role="status" size="sm" c="orange.8">
      {describeError(waiting)}
    </Text>
  );
}
