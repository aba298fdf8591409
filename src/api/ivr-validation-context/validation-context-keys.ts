import type { ValidationContextQuery } from '../../core/api/ivr-designer-validation-context';

/**
 * Keys of /api/ivr/validation-context. It is read from greeting files, the blacklist and queue routing, so
 * the changes to those invalidate `validationContextKeys.all` too.
 */
export const validationContextKeys = {
  all: ['ivr-validation-context'] as const,
  detail: ({ queueIds, treeId }: ValidationContextQuery) =>
    [...validationContextKeys.all, { queueIds: queueIds ? [...queueIds].sort() : [], treeId }] as const,
};
