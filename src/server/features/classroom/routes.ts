import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  classroomClosesAt,
  classroomOpensAt,
  classroomState,
} from '../../../shared/classroom/rules.js';
import {
  CONTROLS,
  classroomStatusSchema,
  controlRequestSchema,
  ticketRequestSchema,
  ticketSchema,
} from '../../../shared/classroom/schemas.js';
import { isPupilFeed } from '../../../shared/policies/classroom.js';
import { idParam } from '../../../shared/validation.js';
import { eq } from 'drizzle-orm';
import { classes } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { currentUser } from '../../identity/guard.js';
import { classroomModeratorFor, classroomPersonFor } from '../../policies/classroom.js';
import type { Services } from '../../services.js';
import { admit, mustWait, refusalOf } from './admission.js';
import { runControl } from './controls.js';
import { listParticipants, participantOf, roomOf } from './queries.js';
import { registerSignalRoute } from './signal.js';

const tags = ['Classroom'];
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** The live classroom (issue 29 §2, decision 116): its state, admission, and the tutor's controls. */
export function registerClassroomRoutes(app: Api, services: Services) {
  const { db } = services;

  app.get(
    '/sessions/:id/classroom',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "A session's live classroom: open or not, and for its tutor who is there",
        description:
          'For the roster (a one-to-one its pupil), their parents, the tutor or a substitute and admins; anyone else gets 404.',
        tags,
        params: idParam,
        response: { 200: classroomStatusSchema, 404: errorBodySchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const person = await classroomPersonFor(db, currentUser(request), request.params.id);
      const now = new Date();
      const room = await roomOf(db, person.session.id);
      const state = classroomState(person.session, now, room?.endedAt ?? null);
      const media = services.media.status();
      const participant = await participantOf(db, person.session.id, person.personKey);
      const cls = await classOf(db, person.session.classId);
      const reason = media.available ? refusalOf(state) : media.reason;
      return {
        status: !media.available || state === 'cancelled' ? ('unavailable' as const) : state,
        opensAt: classroomOpensAt(person.session),
        endsAt: classroomClosesAt(person.session),
        ...(reason ? { reason } : {}),
        me: {
          role: person.role,
          canModerate: person.canModerate,
          waiting: participant
            ? await mustWait(db, participant, person.session.scheduledFor, now)
            : isPupilFeed(person.role) && (room?.locked ?? false),
          muted: participant?.muted ?? false,
          cameraOff: participant?.cameraOff ?? false,
        },
        locked: room?.locked ?? false,
        camerasOn: cls?.camerasOn ?? false,
        lesson: {
          title: person.session.title,
          subject: person.session.subject,
          scheduledFor: person.session.scheduledFor,
          duration: person.session.duration,
          className: cls?.name ?? null,
        },
        ...(person.canModerate
          ? { participants: await listParticipants(db, person.session.id) }
          : {}),
      };
    },
  );

  app.post(
    '/sessions/:id/classroom/tickets',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'A single-use ticket into the live classroom',
        description:
          'Good for one connection to the signalling proxy within a minute. `waiting` says the tutor must let this person in first (or the tutor is not there yet): wait, read the classroom, and ask again. Anyone not on the roster gets 404.',
        tags,
        params: idParam,
        body: ticketRequestSchema,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const person = await classroomPersonFor(
        db,
        currentUser(request),
        request.params.id,
        request.body?.studentId,
      );
      return reply.status(201).send(await admit(services, person, new Date()));
    },
  );

  for (const control of CONTROLS) {
    app.post(
      `/sessions/:id/classroom/${control}`,
      {
        config: { access: ['tutor', 'admin'] },
        schema: {
          summary: `The tutor's control: ${control}`,
          description:
            'For the tutor, a substitute and admins. mute without participantId mutes every pupil in the room, allow-speak without one lets every muted pupil speak again (they unmute themselves); camera-off, allow-camera, remove and admit need one. A mute and a camera turned off hold on every connection the pupil makes in the lesson.',
          tags,
          params: idParam,
          body: controlRequestSchema,
          response: { 204: noContent, ...errors },
        },
      },
      async (request, reply) => {
        const person = await classroomModeratorFor(db, currentUser(request), request.params.id);
        await runControl(services, person.session.id, control, request.body?.participantId);
        return reply.status(204).send(null);
      },
    );
  }

  registerSignalRoute(app, services);
}

/** The session's class: its name, and its cameras setting (without one, pupils' stay off). */
async function classOf(db: Services['db'], classId: number | null) {
  if (classId === null) return undefined;
  const [row] = await db
    .select({ name: classes.name, camerasOn: classes.camerasOn })
    .from(classes)
    .where(eq(classes.id, classId));
  return row;
}
