import { callDebuggerClient } from './call-debugger-client';
import { callLogClient } from './call-log-client';
import { callsClient } from './calls-client';
import { chatClient } from './chat-client';
import { greetingFilesClient } from './greeting-files-client';
import type { ServiceHttp } from './service-http';
import { sipPhonesClient } from './sip-phones-client';

/** Every `{api_url}` endpoint of the service, typed and answering the clean models of src/core/api. */
export function telephonyClient(http: ServiceHttp) {
  return {
    sipPhones: sipPhonesClient(http),
    greetingFiles: greetingFilesClient(http),
    callLog: callLogClient(http),
    chat: chatClient(http),
    calls: callsClient(http),
    debugger: callDebuggerClient(http),
  };
}

export type TelephonyClient = ReturnType<typeof telephonyClient>;
