import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to a server (MariaDB, Redis) that can be cut (every connection dropped, new
 * ones refused) and restored on the same port: an outage of that server without stopping it.
 * It can also be frozen: every connection stays open but no byte goes through, either way, and new
 * connections are accepted but get nothing either, as in a network partition; unfreezing lets the
 * held bytes through.
 */
export async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let server: Server;
  let port = 0;
  let frozen = false;
  const link = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair = { client, upstream };
        pairs.add(pair);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        if (frozen) hold(pair);
        else link(pair);
        client.on('close', () => {
          pairs.delete(pair);
          upstream.destroy();
        });
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: listen,
    /** Holds every byte, both ways, on open and new connections; nothing is closed. */
    freeze: () => {
      frozen = true;
      for (const pair of pairs) hold(pair);
    },
    /** Lets the held bytes and everything after them through again. */
    unfreeze: () => {
      frozen = false;
      for (const pair of pairs) link(pair);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
