import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { importProgressSchema } from '../../core/api/campaign-imports';
import { campaignKeys } from './campaign-keys';

/**
 * Follows a running import through its Server-Sent Events and keeps the cached progress current. After a
 * reload the page simply opens a new stream, whose first event is the job's current state. The stream is
 * closed on `end` (EventSource would otherwise reconnect and replay the final state forever).
 */
export function useImportEvents(jobId: string, running: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!running) return;
    const source = new EventSource(`/api/campaigns/imports/${encodeURIComponent(jobId)}/events`);
    source.addEventListener('progress', (event) => {
      const parsed = importProgressSchema.safeParse(parseJson((event as MessageEvent<string>).data));
      if (parsed.success) queryClient.setQueryData(campaignKeys.imports.detail(jobId), parsed.data);
    });
    source.addEventListener('end', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: campaignKeys.imports.lists() });
    });
    return () => source.close();
  }, [jobId, running, queryClient]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
