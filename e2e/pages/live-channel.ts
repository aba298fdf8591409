import type { Page, WebSocketRoute } from '@playwright/test';

/** What the editor's live status says, online with everything saved and offline. */
export const ONLINE = 'Trực tiếp · đã lưu';
export const OFFLINE = 'Mất kết nối · thay đổi được giữ tại đây';

/**
 * The page's live channel through a switch: on, sockets reach the BFF; off, open ones are cut and new
 * ones are closed at once — what a lost network does to a WebSocket, while HTTP still works.
 */
export async function liveChannelSwitch(page: Page) {
  let offline = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/ivr\/trees\/[^/]+\/live/, (socket) => {
    if (offline) return void socket.close({ code: 1001, reason: 'offline' });
    const server = socket.connectToServer();
    open.add(socket);
    socket.onClose(() => {
      open.delete(socket);
      void server.close();
    });
  });
  return {
    async goOffline() {
      offline = true;
      await Promise.all([...open].map((socket) => socket.close({ code: 1001, reason: 'offline' })));
    },
    goOnline() {
      offline = false;
    },
  };
}
