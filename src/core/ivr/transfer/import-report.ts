/** Why part of an imported file was left out (or, for the root, replaced). */
export type ImportIssueReason =
  | 'invalidNode'
  | 'duplicateNodeId'
  | 'invalidKey'
  | 'duplicateKeyId'
  | 'keyNodeMissing'
  | 'keyTargetMissing'
  | 'duplicateKeyOnNode'
  | 'rootMissing'
  | 'invalidPositions'
  | 'invalidPathTests';

export type ImportIssue = {
  item: 'node' | 'key' | 'root' | 'positions' | 'pathTests';
  reason: ImportIssueReason;
  /** Position in the file's nodes or keys list. */
  index?: number;
  /** The id as written in the file, when it had one. */
  id?: string;
  /** The first field that failed its schema (dotted path), for invalidNode / invalidKey. */
  field?: string;
  /** For rootMissing: the imported node that became the root instead (its new id), if any. */
  replacementId?: string;
};

export type ImportReport = {
  imported: { nodes: number; keys: number };
  /** What could not be imported as it was, and why; empty when the file came in whole. */
  issues: ImportIssue[];
};

/** The whole file was refused: it is not a Switchboard menu, a version this build reads, or well-formed. */
export type MenuImportErrorCode = 'notAnExport' | 'unsupportedVersion' | 'malformed';

export class MenuImportError extends Error {
  override readonly name = 'MenuImportError';
  constructor(
    readonly code: MenuImportErrorCode,
    readonly detail: string,
  ) {
    super(`Cannot import this menu (${code}): ${detail}`);
  }
}
