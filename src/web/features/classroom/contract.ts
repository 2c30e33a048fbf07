/* The engine's admission answers (decision 116), as the classroom page reads them. */
export type {
  ClassroomStatus,
  Control as TutorControl,
  Participant as ClassroomParticipant,
  Ticket as ClassroomTicket,
} from '../../../shared/classroom/schemas.js';
