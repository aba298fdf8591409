import { useEffect, useRef } from 'react';
import type { BoardSnapshot } from '@/core/board/board-snapshot';
import { redCount } from '@/core/board/red-thresholds';
import type { BoardThresholds } from '@/core/board/thresholds';

/** A short tone (0.2 s) when one more threshold turns red, if the lead turned sound on. */
export function useRedAlertSound(snapshot: BoardSnapshot | null, thresholds: BoardThresholds, now: number) {
  const count = redCount(snapshot, thresholds, now);
  const previous = useRef(count);
  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    if (!rose || !thresholds.sound) return;
    try {
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      tone.frequency.value = 880;
      tone.connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.2);
      tone.onended = () => void audio.close();
    } catch {
      // No audio (policy, no device): the red tile still says it.
    }
  }, [count, thresholds.sound]);
}
