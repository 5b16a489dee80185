import type { Server } from 'node:http';
import net from 'node:net';

/** Another process listens on the port already; the message is the one line to print. */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`cannot listen on port ${port}: it is already in use`);
  }
}

/** A listening port held until the server that answers on it is ready. */
export interface PortReservation {
  /** Makes `server` answer on the reserved port (Node's `listen(handle)`). */
  handOver(server: Server): Promise<void>;
  /** Frees the port when start-up fails before the hand-over. */
  release(): Promise<void>;
}

/**
 * Binds the HTTP port before anything else starts, so that a second instance with the same
 * PORT fails at once and touches nothing (the database of the running one included), and no
 * other process can take the port while this one starts. Connections arriving before the
 * hand-over are closed at once: health checks see a refusal and poll again rather than hang.
 */
export function reservePort(port: number): Promise<PortReservation> {
  const holder = net.createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    holder.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    );
    holder.listen(port, () =>
      resolve({
        handOver: (server) =>
          new Promise((done, fail) => {
            server.once('error', fail);
            server.listen(holder, () => {
              server.off('error', fail);
              done();
            });
          }),
        release: () => new Promise((done) => holder.close(() => done())),
      }),
    );
  });
}
