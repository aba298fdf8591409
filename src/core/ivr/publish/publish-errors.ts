/** Why a draft cannot be turned into a plan. The UI and validation prevent these beforehand. */
export type PlanErrorCode =
  | 'rootChangeUnsupported'
  | 'draftRootMissing'
  | 'unknownNodeId'
  | 'unknownKeyId'
  | 'keyNodeMissing'
  | 'targetNodeMissing'
  | 'duplicateKey';

export class PlanError extends Error {
  override readonly name = 'PlanError';
  constructor(
    readonly code: PlanErrorCode,
    readonly id?: string,
  ) {
    super(id === undefined ? `Cannot plan the publish: ${code}` : `Cannot plan the publish: ${code} (${id})`);
  }
}

/** What the service would refuse while applying an operation. */
export type ApplyErrorCode = 'nodeNotFound' | 'keyNotFound' | 'duplicateKey' | 'targetNodeMissing';

export class ApplyError extends Error {
  override readonly name = 'ApplyError';
  constructor(
    readonly code: ApplyErrorCode,
    readonly operationIndex: number,
    readonly id: string,
  ) {
    super(`Operation ${operationIndex} refused: ${code} (${id})`);
  }
}
