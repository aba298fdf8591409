import { z } from 'zod';
import { createListSearchSchema } from '../../components/resource/list-search';

const filterText = z.string().trim().max(100).optional().catch(undefined);

/** The SIP account list's state in the address: the common list state and the service's own filters. */
export const sipAccountsSearchSchema = createListSearchSchema({
  username: filterText,
  serviceUserId: filterText,
  extension: z.coerce.number().int().min(0).optional().catch(undefined),
});
export type SipAccountsSearch = z.infer<typeof sipAccountsSearchSchema>;
