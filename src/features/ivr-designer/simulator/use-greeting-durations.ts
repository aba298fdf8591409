import { useEffect, useMemo, useState } from 'react';
import type { GreetingFileWithPreview } from '@/core/api/greeting-files';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { greetingAudioUrl } from './prompt-player';

/**
 * The length of each greeting file the menu plays, by file name, so path times need no guess: the
 * length kept with the file when there is one, otherwise read from the stored audio's metadata (which
 * loads the header only, not the sound). Files that cannot be read stay unknown.
 */
export function useGreetingDurations(
  menu: IvrMenu | undefined,
  greetings: readonly GreetingFileWithPreview[],
): Record<string, number> {
  const known = useMemo(
    () =>
      Object.fromEntries(
        greetings.flatMap((greeting) =>
          greeting.durationMs === null ? [] : [[greeting.filename, greeting.durationMs]],
        ),
      ) as Record<string, number>,
    [greetings],
  );
  const unmeasured = useMemo(() => {
    const played = new Set(
      (menu?.nodes ?? []).filter((node) => node.playMode === 'play').map((node) => node.playContent),
    );
    return greetings.filter(
      (greeting) => played.has(greeting.filename) && greeting.durationMs === null && greeting.hasPreview,
    );
  }, [menu, greetings]);
  const [measured, setMeasured] = useState<Record<string, number>>({});
  useEffect(() => {
    const audios = unmeasured.map((greeting) => {
      const audio = new Audio();
      audio.preload = 'metadata';
      audio.onloadedmetadata = () => {
        if (!Number.isFinite(audio.duration)) return;
        const ms = Math.round(audio.duration * 1000);
        setMeasured((current) => ({ ...current, [greeting.filename]: ms }));
      };
      audio.src = greetingAudioUrl(greeting.id);
      return audio;
    });
    return () => {
      for (const audio of audios) {
        audio.onloadedmetadata = null;
        audio.removeAttribute('src');
      }
    };
  }, [unmeasured]);
  return useMemo(() => ({ ...measured, ...known }), [measured, known]);
}
