/** Where agents are listed and created; without schemas, so a route's loader can ask for it early. */
export const AGENTS_PATH = '/agents';
