import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Namespaces that are not bundled into the first screen (see i18n.ts) load on demand, one chunk per
 * language and namespace, when a component first asks for them (react-i18next suspends until they arrive).
 */
const loaders = import.meta.glob<ResourceKey>(
  [
    '../../locales/*/*.json',
    '!../../locales/vi/common.json',
    '!../../locales/vi/shell.json',
    '!../../locales/vi/auth.json',
  ],
  { import: 'default' },
);

export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for namespace "${namespace}" in "${language}"`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
