/**
 * Kept only for the IVR designer's routes (server/bff/ivr), which import it from here; everything else
 * imports ../route-schemas. Remove once they do too.
 */
export { changeProblems, noContentSchema, readProblems } from '../route-schemas';
