import type { MenuNode } from '../../../core/ivr/ivr-menu';
import { promptNode } from '../flow/menu-fixture';
import { newId } from '../store/new-id';

/** A new prompt with the service's default settings and nothing to say yet. */
export function newPrompt(name: string): MenuNode {
  return promptNode(newId(), name, '');
}
