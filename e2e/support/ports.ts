export const E2E_API_PORT = 55421;
export const E2E_INBOX_PORT = 55424;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_API_PORT}`;
