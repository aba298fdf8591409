import { useCallback, useEffect, useRef, useState } from 'react';
import type { GreetingFileWithPreview } from '@/core/api/greeting-files';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { CallEvent } from '@/core/ivr/simulator/call-types';
import { CallDriver, IDLE_VIEW, type CallView } from './call-driver';
import { audiblePlayer, silentPlayer } from './prompt-player';

/** Silent mode runs this many times faster than a real call. */
export const SILENT_TIME_SCALE = 20;

/** A simulated call of the menu: start it, send it keys or a hang-up, and render what it shows. */
export function useCallDriver(
  menu: IvrMenu | undefined,
  silent: boolean,
  greetings: GreetingFileWithPreview[],
) {
  const [view, setView] = useState<CallView>(IDLE_VIEW);
  const driver = useRef<CallDriver | null>(null);
  // A call never outlives the page.
  useEffect(() => () => driver.current?.stop(), []);
  const call = useCallback(() => {
    if (!menu) return;
    driver.current?.stop();
    const player = silent ? silentPlayer(SILENT_TIME_SCALE, greetings) : audiblePlayer(greetings);
    driver.current = new CallDriver(player, silent ? SILENT_TIME_SCALE : 1, setView);
    driver.current.start(menu);
  }, [menu, silent, greetings]);
  const send = useCallback((event: CallEvent) => driver.current?.send(event), []);
  return { view, call, send };
}
