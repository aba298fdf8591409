import type { z } from 'zod/mini';
import { searchInteger, searchText } from '@/lib/url-search';
import { createListSearchSchema } from '../../components/resource/list-search';

const filterText = searchText(100);

/** The SIP account list's state in the address: the common list state and the service's own filters. */
export const sipAccountsSearchSchema = createListSearchSchema({
  username: filterText,
  serviceUserId: filterText,
  extension: searchInteger(0),
});
export type SipAccountsSearch = z.infer<typeof sipAccountsSearchSchema>;
