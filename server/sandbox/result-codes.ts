/**
 * Result codes (`r`) the sandbox answers with. The service documents 0, -1 (agent not found) and the
 * campaign codes 2, 3 and 7; the others are the sandbox's own choices, listed in the README.
 */
export const R = {
  OK: 0,
  NOT_FOUND: -1,
  UNAUTHORIZED: -2,
  NO_SUCH_PATH: -3,
  RATE_LIMITED: -4,
  INJECTED_FAULT: -5,
  INTERNAL: -9,
  INVALID: 1,
  MISSING_PARAMS: 2,
  CAMPAIGN_NOT_FOUND: 3,
  CONFLICT: 4,
  UNSUPPORTED_MEDIA: 5,
  ALL_PHONES_EXIST: 7,
} as const;

export type ResultCode = (typeof R)[keyof typeof R];

/** A business failure: answered with HTTP `status` (200 unless said) and a non-zero `r`. */
export class SandboxError extends Error {
  constructor(
    readonly r: number,
    message: string,
    readonly status = 200,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new SandboxError(R.NOT_FOUND, `${what} not found`);
export const conflict = (message: string) => new SandboxError(R.CONFLICT, message);
