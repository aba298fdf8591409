import { ivrDesignerKeys } from '../../api/ivr-designer-keys';

/** Keys of the publish dialog's own answers, inside the designer's key factory. */
export const publishKeys = {
  publish: (publishId: string) => [...ivrDesignerKeys.all, 'publish', publishId] as const,
};
