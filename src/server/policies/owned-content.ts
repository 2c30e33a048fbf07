import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../identity/guard.js';
import { assertCanChange } from './ownership.js';

/** What the change and delete handlers read from a request: the item's id, the body. */
type ItemRequest<Body = unknown> = FastifyRequest & { params: { id: number }; body: Body };

/**
 * The bodies of `PUT` and `DELETE /…/:id` for a tutor's own content (recorded lessons,
 * resources, live sessions): load the item (404 when gone), let only its tutor or an admin
 * change it (403), then do the work. The route still declares its access and schemas.
 */
export function ownedContent<Row extends { tutorId: number | null }>(
  find: (id: number) => Promise<Row>,
) {
  const load = async (request: ItemRequest) => {
    const row = await find(request.params.id);
    assertCanChange(currentUser(request), row.tutorId);
    return row;
  };
  return {
    /** Answers what `apply` returns: the item as it now is. */
    change:
      <Body, Answer>(apply: (id: number, input: Body, before: Row) => Promise<Answer>) =>
      async (request: ItemRequest<Body>) =>
        apply(request.params.id, request.body, await load(request)),
    /** Answers 204 once `drop` has deleted the item (and whatever goes with it). */
    remove:
      (drop: (row: Row, id: number) => Promise<unknown>) =>
      async (request: ItemRequest, reply: FastifyReply) => {
        await drop(await load(request), request.params.id);
        return reply.status(204).send(null);
      },
  };
}
