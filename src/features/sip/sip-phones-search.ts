import { listSearchSchema } from '../../components/resource/list-search';

/** The SIP phone list keeps only the common list state in the address (the service lists them all at once). */
export const sipPhonesSearchSchema = listSearchSchema;
