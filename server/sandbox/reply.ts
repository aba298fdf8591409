import type { SandboxConfig } from './config';
import { R } from './result-codes';

/** A success body with the `message` text field most endpoints use. */
export const okMessage = <T extends object>(body: T, message = 'Success') => ({ r: R.OK, message, ...body });

/** A success body for the endpoints the spec gives `msg` instead of `message`. */
export const okMsg = <T extends object>(body: T, msg = 'Success') => ({ r: R.OK, msg, ...body });

/** A contact-center (`{base_url}`) success body: `message` plus the caller's `project`. */
export const okProject = <T extends object>(config: SandboxConfig, body: T, message = 'Success') => ({
  r: R.OK,
  project: config.projectId,
  message,
  ...body,
});
