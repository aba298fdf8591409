import { listSearchSchema } from '../../components/resource/list-search';

/** The agents list keeps only the common list state in the address. */
export const agentsSearchSchema = listSearchSchema;
