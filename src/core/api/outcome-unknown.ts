/**
 * The problem `type` of a change whose answer from the contact-center service was lost and whose re-read
 * could not tell whether it was made: it may or may not have been, so the list is checked before trying
 * again (the console never sends a create twice on its own).
 */
export const OUTCOME_UNKNOWN_PROBLEM = 'urn:switchboard:problem:outcome-unknown';
