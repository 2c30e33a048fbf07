import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line a request, written when it is answered, holding what Fastify's two lines held
 * (method, URL, client, status, time): the "incoming request" line cost as much as the other on
 * every request and said nothing a request that completes does not say again.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
