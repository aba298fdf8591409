import { listSearchSchema } from '../../components/resource/list-search';

/** The blacklist keeps only the common list state in the address (page size up to 100, the service's maximum). */
export const blacklistSearchSchema = listSearchSchema;
