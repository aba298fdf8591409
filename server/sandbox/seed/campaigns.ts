import type { SandboxDeps } from '../deps';

/** Outbound campaigns of the demo project; the service has no endpoint to create campaigns. */
export const DEMO_CAMPAIGNS = [
  { id: 'CMP_TET_2027', name: 'Chúc Tết Đinh Mùi 2027' },
  { id: 'CMP_KHAO_SAT_CSKH', name: 'Khảo sát hài lòng khách hàng' },
  { id: 'CMP_NHAC_LICH_HEN', name: 'Nhắc lịch hẹn bảo dưỡng' },
] as const;

/** Makes sure the demo campaigns and the SANDBOX_CAMPAIGNS ids exist; runs at every start. */
export async function ensureCampaigns(deps: SandboxDeps): Promise<void> {
  const extra = deps.config.extraCampaigns.map((id) => ({ id, name: `Chiến dịch ${id}` }));
  const campaigns = [...DEMO_CAMPAIGNS, ...extra];
  await deps.db
    .insertInto('campaigns')
    .values(campaigns)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
