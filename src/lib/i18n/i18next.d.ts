import 'i18next';
import type admin from '../../locales/en/admin.json';
import type agents from '../../locales/en/agents.json';
import type auth from '../../locales/en/auth.json';
import type board from '../../locales/en/board.json';
import type blacklist from '../../locales/en/blacklist.json';
import type callDebugger from '../../locales/en/callDebugger.json';
import type callLog from '../../locales/en/callLog.json';
import type calls from '../../locales/en/calls.json';
import type campaigns from '../../locales/en/campaigns.json';
import type chat from '../../locales/en/chat.json';
import type common from '../../locales/en/common.json';
import type greetings from '../../locales/en/greetings.json';
import type groups from '../../locales/en/groups.json';
import type ivr from '../../locales/en/ivr.json';
import type queueRouting from '../../locales/en/queueRouting.json';
import type resources from '../../locales/en/resources.json';
import type shell from '../../locales/en/shell.json';
import type simulator from '../../locales/en/simulator.json';
import type sip from '../../locales/en/sip.json';

// Typed keys: a misspelt translation key fails type checking. Add each new namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      common: typeof common;
      shell: typeof shell;
      ivr: typeof ivr;
      simulator: typeof simulator;
      resources: typeof resources;
      agents: typeof agents;
      groups: typeof groups;
      blacklist: typeof blacklist;
      sip: typeof sip;
      queueRouting: typeof queueRouting;
      greetings: typeof greetings;
      campaigns: typeof campaigns;
      callLog: typeof callLog;
      chat: typeof chat;
      callDebugger: typeof callDebugger;
      calls: typeof calls;
      board: typeof board;
    };
  }
}
