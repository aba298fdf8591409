import { listSearchSchema } from '../../components/resource/list-search';

/** The groups list keeps only the common list state in the address. */
export const groupsSearchSchema = listSearchSchema;
