import { useNavigate, useSearch } from '@tanstack/react-router';
import { campaignSearchSchema, type CampaignSearch } from '../campaign-search';

/** The page's state, read from and written to the address bar. */
export function useCampaignSearch(): [CampaignSearch, (next: CampaignSearch) => void] {
  const search = campaignSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  const setSearch = (next: CampaignSearch) => void navigate({ to: '/campaign-contacts', search: next });
  return [search, setSearch];
}
