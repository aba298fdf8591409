import { useMemo } from 'react';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { MenuProblem, MenuProblemCode } from '@/core/ivr/validation/menu-problem';
import { validateMenu } from '@/core/ivr/validation/validate-menu';
import { useValidationContext } from '@/api/ivr-validation-context/get-validation-context';
import type { ProblemLevel } from '../flow/flow-types';
import { EMPTY_MENU } from '@/core/ivr/draft-doc/draft-doc-shape';
import { useMenuAfterPaint } from './use-menu-after-paint';

/** Codes that need to know the service (files, blacklist, routed queues): left out until it answers. */
const CONTEXT_CODES: ReadonlySet<MenuProblemCode> = new Set([
  'greetingFileMissing',
  'forwardToBlacklisted',
  'queueWithoutGroup',
]);

/** Where a problem shows on the canvas: on its key when it has one, else on its node. */
export const elementOfProblem = (found: MenuProblem): string | undefined => found.keyId ?? found.nodeId;

/** Live validation of the menu being edited: the problems, and the worst level per node or key. */
export function useMenuProblems(menu: IvrMenu) {
  const painted = useMenuAfterPaint(menu);
  const deferredMenu = painted ?? EMPTY_MENU;
  const queueIds = useMemo(
    () => [
      ...new Set(
        deferredMenu.keys.flatMap((key) =>
          key.action.kind === 'queue' && key.action.queueId ? [key.action.queueId] : [],
        ),
      ),
    ],
    [deferredMenu],
  );
  // Asked once the menu is on screen, not for the empty one checked until then.
  const context = useValidationContext({ queueIds: queueIds.slice(0, 200) }, { enabled: painted !== null });
  const problems = useMemo(() => {
    const found = validateMenu(deferredMenu, {
      greetingFileNames: context.data?.greetingFileNames ?? [],
      blacklistedNumbers: context.data?.blacklistedNumbers ?? [],
      routedQueueIds: context.data?.routedQueueIds ?? [],
      // The answer shown may be for the queues named before the last edit: the others are not judged yet.
      checkedQueueIds: context.data?.checkedQueueIds ?? [],
    });
    return context.data ? found : found.filter((problem) => !CONTEXT_CODES.has(problem.code));
  }, [deferredMenu, context.data]);
  const levels = useMemo(() => {
    const worst = new Map<string, ProblemLevel>();
    for (const found of problems) {
      const id = elementOfProblem(found);
      if (id && worst.get(id) !== 'error') worst.set(id, found.severity);
    }
    return worst;
  }, [problems]);
  return { problems, levels };
}
