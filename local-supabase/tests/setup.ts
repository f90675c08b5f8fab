// supabase-js creates its realtime client eagerly, and on Node 20 that needs a global WebSocket
// (Node 22 has one). These tests never open a realtime channel, so a constructor that refuses to
// connect is enough; a test that did open one would fail loudly.
if (typeof globalThis.WebSocket === "undefined") {
  class NoWebSocket {
    constructor() {
      throw new Error("realtime is not available in the backend tests");
    }
  }
  Object.defineProperty(globalThis, "WebSocket", { value: NoWebSocket, configurable: true });
}
