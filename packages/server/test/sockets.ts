import type { Socket } from 'socket.io-client';

/** The reason the server gave for closing the socket; fails when the socket stays open for `ms`. */
export function closedByServer(socket: Socket, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
