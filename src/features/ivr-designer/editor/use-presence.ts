import { useEffect, useState } from 'react';
import { PRESENCE_HEARTBEAT_MS } from '../../../core/api/ivr-designer-drafts';
import type { IvrEditor } from '../../../core/api/ivr-designer-drafts';
import { sendPresence } from '../api/send-presence';

/** Heartbeats while the tree is open; answers everyone with it open (this person included). */
export function usePresence(treeId: string): IvrEditor[] {
  const [editors, setEditors] = useState<IvrEditor[]>([]);
  useEffect(() => {
    let stopped = false;
    const beat = () =>
      sendPresence(treeId)
        .then((answer) => {
          if (!stopped) setEditors(answer.editors);
        })
        .catch(() => undefined);
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [treeId]);
  return editors;
}
