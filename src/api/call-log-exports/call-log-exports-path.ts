/** Where a user's call-log exports are listed and started; without schemas, for a route's early request. */
export const CALL_LOG_EXPORTS_PATH = '/call-log-exports';
