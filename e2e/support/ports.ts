// Below the ephemeral range (32768-60999), so an outgoing connection can never hold them.
// E2E_API_PORT / E2E_INBOX_PORT move a second stack aside (two people testing on one machine).
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 23421);
export const E2E_INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 23424);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_API_PORT}`;
