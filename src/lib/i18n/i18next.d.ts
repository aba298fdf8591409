import 'i18next';
import type admin from '../../locales/en/admin.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type shell from '../../locales/en/shell.json';

// Typed keys: a misspelt translation key fails type checking. Add each new namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      shell: typeof shell;
      auth: typeof auth;
      admin: typeof admin;
    };
  }
}
