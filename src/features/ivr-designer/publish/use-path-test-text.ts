import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '@/core/ivr/simulator/call-types';
import type { PathInput } from '@/core/ivr/simulator/path-tests';
import { keyLabelWith } from '../flow/use-key-label';
import { walkText } from '../simulator/input-text';
import { outcomeText } from '../simulator/outcome-text';
import { pathTimeText } from '../simulator/path-time';
import type { PathTestLine, PathTestSubject } from './path-test-lines';

/**
 * Sentences for the publish dialog's path tests: a test by its name (or node and key), how a call ended
 * in the simulator's own words, and why a test failed.
 */
export function usePathTestText(nodeName: (nodeId: string) => string) {
  const { t } = useTranslation('ivr');
  const { t: tSimulator } = useTranslation('simulator');

  const outcome = useCallback((ended: CallOutcome) => outcomeText(tSimulator, ended), [tSimulator]);

  const subject = useCallback(
    (about: PathTestSubject) =>
      about.kind === 'saved'
        ? t('publish.pathTests.savedName', { name: about.name })
        : t('publish.pathTests.generatedName', {
            node: nodeName(about.nodeId),
            key: keyLabelWith(t, about.key),
          }),
    [t, nodeName],
  );

  /** "Lời chào: 1 → Kinh doanh: no key", as the simulator's path tests write a walk. */
  const walk = useCallback(
    (steps: readonly { nodeId: string; input: PathInput }[]) => walkText(tSimulator, nodeName, steps),
    [tSimulator, nodeName],
  );

  /** "≈ 2.3 s", as the simulator shows a path's time. */
  const time = useCallback((ms: number, exact: boolean) => pathTimeText(tSimulator, ms, exact), [tSimulator]);

  const line = useCallback(
    ({ subject: about, outcome: ended, failure }: PathTestLine) => {
      const test = subject(about);
      if (!failure) return t('publish.pathTests.passed', { test, outcome: ended ? outcome(ended) : '' });
      switch (failure.kind) {
        case 'deadEnd':
          return failure.reason === 'targetMissing' || failure.reason === 'callerHungUp'
            ? t(`publish.pathTests.deadEnd.${failure.reason}`, { test })
            : t('publish.pathTests.deadEnd.other', {
                test,
                outcome: outcome({ kind: 'noAction', reason: failure.reason }),
              });
        case 'otherEnd':
          return t('publish.pathTests.otherEnd', {
            test,
            expected: outcome(failure.expected),
            actual: outcome(failure.actual),
          });
        case 'endedEarly':
          return t('publish.pathTests.endedEarly', {
            test,
            expected: outcome(failure.expected),
            actual: outcome(failure.actual),
            count: failure.inputsLeft,
          });
        case 'unfinished':
          return failure.atNodeId === null
            ? t('publish.pathTests.unfinishedNowhere', { test, expected: outcome(failure.expected) })
            : t('publish.pathTests.unfinished', {
                test,
                expected: outcome(failure.expected),
                node: nodeName(failure.atNodeId),
              });
        case 'otherWay':
          return t('publish.pathTests.otherWay', {
            test,
            expected: outcome(failure.expected),
            path: failure.visitedNodeIds.map(nodeName).join(' → '),
          });
      }
    },
    [t, subject, outcome, nodeName],
  );

  return useMemo(() => ({ subject, outcome, walk, time, line }), [subject, outcome, walk, time, line]);
}
