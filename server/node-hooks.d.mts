import type { IncomingMessage, Server, ServerResponse } from "node:http";

export const PEER_ADDRESS_HEADER: string;
export const PEER_STAMP_HEADER: string;
export function peerStamp(): string;
export function stampedPeerAddress(headers: Headers): string | null;
export function prepareRequest(req: IncomingMessage, res: ServerResponse): void;
export function configureServer(server: Server): void;
interface ClientErrorAnswer {
  status: number;
  reason: string;
  code: string;
}
export const CLIENT_ERRORS: Record<string, ClientErrorAnswer>;
export const MALFORMED: ClientErrorAnswer;
