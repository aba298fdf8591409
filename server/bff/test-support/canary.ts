/** A key secret no response, log line or built file may ever contain; tests search them for it. */
export const TEST_API_SECRET = 'test-secret-7d1f0c9b2a5e4e8f';
