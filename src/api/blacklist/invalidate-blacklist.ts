import type { QueryClient } from '@tanstack/react-query';
import { validationContextKeys } from '../ivr-validation-context/validation-context-keys';
import { blacklistKeys } from './blacklist-keys';

/** After numbers are added, changed or removed: every page of the list, and the numbers validation knows. */
export async function invalidateBlacklist(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: blacklistKeys.all }),
    queryClient.invalidateQueries({ queryKey: validationContextKeys.all }),
  ]);
}
