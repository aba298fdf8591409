import { diffMenus } from '@/core/ivr/diff/diff-menus';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { planPublish } from '@/core/ivr/publish/plan-publish';
import { PlanError } from '@/core/ivr/publish/publish-errors';
import type { PublishOperation } from '@/core/ivr/publish-operation';
import { hasBlockingProblems } from '@/core/ivr/validation/menu-problem';
import { validateMenu } from '@/core/ivr/validation/validate-menu';
import type { IvrPublishKind } from '../../db/tables/ivr-designer';
import { HttpProblem, notFound } from '../problem';
import type { ServiceClients } from '../upstream/service-clients';
import { adoptUncertainCreates } from './adopt-uncertain';
import { liveMenu } from './live-menu';
import type { EditAuthor as Author } from './live/draft-doc-store';
import { menuFromJson, sameMenu } from './menu-json';
import { LiveTreeChanged, MenuNotPublishable, publishBusy, unplannable } from './publish-problems';
import { createdIdsOf, targetOf, type PublishRunner } from './publish-runner';
import type { PublishStore } from './publish-store';
import { queueIdsOf, readValidationContext } from './validation-context';

export type PublishInput = {
  treeId: string;
  kind: IvrPublishKind;
  note: string;
  /** The live menu the target was made from: the publish is refused when the tree has moved on. */
  base: IvrMenu;
  target: IvrMenu;
  author: Author;
};

/** Starts publishes (after the checks that need the request to answer) and resumes stopped ones. */
export class PublishLauncher {
  constructor(
    private readonly store: PublishStore,
    private readonly runner: PublishRunner,
    private readonly service: ServiceClients,
  ) {}

  /** Checks and plans against the live tree, records the publish and runs it in the background. */
  async publish(input: PublishInput, knownLive?: IvrMenu): Promise<string> {
    const live = knownLive ?? (await liveMenu(this.service.contactCenter, input.treeId));
    return this.start(input, await this.plan(input.base, live, input.target));
  }

  /** The operations from `live` to `target`; refuses a moved tree (409) or a menu with errors (422). */
  async plan(base: IvrMenu, live: IvrMenu, target: IvrMenu): Promise<PublishOperation[]> {
    if (!sameMenu(base, live)) throw new LiveTreeChanged(diffMenus(base, live));
    const context = await readValidationContext(this.service, queueIdsOf(target));
    const problems = validateMenu(target, { ...context, liveMenu: live });
    if (hasBlockingProblems(problems)) throw new MenuNotPublishable(problems);
    return planned(live, target);
  }

  async start(input: PublishInput, operations: PublishOperation[]): Promise<string> {
    const publishId = await this.store.start({ ...input, operations });
    if (!publishId) throw publishBusy();
    this.runner.launch(publishId);
    return publishId;
  }

  /**
   * Continues a failed publish: re-reads the live tree, adopts creates that did happen though their answer
   * was lost, and plans again towards the target with every id created so far — nothing is sent twice.
   */
  async resume(publishId: string): Promise<void> {
    const publish = await this.store.find(publishId);
    if (!publish) throw notFound('No such publish.');
    if (publish.status === 'succeeded') throw new HttpProblem(409, 'Conflict', 'This publish has succeeded.');
    if (!(await this.store.claim(publishId))) throw publishBusy();
    try {
      const journal = await this.store.journal(publishId);
      const ids = createdIdsOf(journal);
      const live = await liveMenu(this.service.contactCenter, publish.tree_id);
      for (const adopted of adoptUncertainCreates(journal, menuFromJson(publish.base), live, ids))
        await this.store.recordApplied(publishId, adopted.seq, adopted.createdId);
      await this.store.replan(publishId, planned(live, targetOf(publish, ids)));
    } catch (error) {
      const detail =
        error instanceof HttpProblem ? (error.detail ?? error.title) : 'the live tree could not be read';
      await this.store.finish(publishId, 'failed', { error: `Resume failed: ${detail}` });
      throw error;
    }
    this.runner.launch(publishId);
  }
}

function planned(live: IvrMenu, target: IvrMenu): PublishOperation[] {
  try {
    return planPublish(live, target);
  } catch (error) {
    if (error instanceof PlanError) throw unplannable(error);
    throw error;
  }
}
