/**
 * Who may call the studio (src/shared/studio/studio-contract.ts). With STUDIO=write the working copy is edited,
 * so only this machine is served: the socket's peer and the client address must both be loopback (a proxy on
 * this machine forwarding someone else is refused), the Host must be this machine's name (a page on another
 * site cannot rebind its name to 127.0.0.1 and read the files), and a browser's save must come from the studio's
 * own origin. With STUDIO=read an admin token may look, nobody may save.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../providers/mail/outbox-page.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const forbidden = (reply: FastifyReply, message: string) =>
  reply.code(403).send({ statusCode: 403, error: 'Forbidden', message });

export const READ_ONLY_MESSAGE = 'The studio is read-only on this server.';

/** onRequest hook of the save and run routes where the studio only shows the files. */
export async function refuseReadOnly(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return forbidden(reply, READ_ONLY_MESSAGE);
}

function hostName(value: string | undefined): string | undefined {
  try {
    return value ? new URL(`http://${value}`).hostname : undefined;
  } catch {
    return undefined;
  }
}

/** onRequest hook of every studio route where it edits the working copy. */
export function thisMachineOnly(publicUrl: string, port: number) {
  const publicAddress = new URL(publicUrl);
  const publicHost = publicAddress.hostname;
  // This server's port and the public one (Vite's, under npm run dev), at any of this machine's names.
  const ports = [String(port), publicAddress.port || (publicAddress.protocol === 'https:' ? '443' : '80')];
  const ownOrigins = new Set([
    publicAddress.origin,
    ...[...LOOPBACK_NAMES].flatMap((name) => ports.map((each) => `http://${name}:${each}`)),
  ]);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const peer = request.socket.remoteAddress ?? '';
    if (!isLoopbackAddress(peer) || !isLoopbackAddress(request.ip)) {
      request.log.warn({ peer, ip: request.ip }, 'studio: refused a request from another machine');
      return forbidden(
        reply,
        'The studio edits this machine’s files: it answers requests from this machine only.',
      );
    }
    const host = hostName(request.headers.host);
    if (!host || !(LOOPBACK_NAMES.has(host) || host === publicHost))
      return forbidden(reply, 'The studio answers only at localhost or this server’s own address (Host).');
    const origin = request.headers.origin;
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      origin !== undefined &&
      !ownOrigins.has(origin)
    )
      return forbidden(reply, `The studio saves only from its own page, not from ${origin} (Origin).`);
  };
}
