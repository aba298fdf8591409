import type { QueryClient } from '@tanstack/react-query';
import { validationContextKeys } from '../ivr-validation-context/validation-context-keys';
import { greetingKeys } from './greeting-keys';

/** After an upload or a delete: every list of greeting files, their usage, and the names validation knows. */
export async function invalidateGreetings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: greetingKeys.all }),
    queryClient.invalidateQueries({ queryKey: validationContextKeys.all }),
  ]);
}
