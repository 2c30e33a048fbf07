import type { ParticipantRole } from '../messaging/schemas.js';
import { isParent, isTutor, type Actor } from './roles.js';
import { isSafeguardingLead, type LeadActor } from './safeguarding.js';

/** Decision 056: parents and tutors write to each other; nobody else holds a conversation. */
export const canWriteMessages = (actor: Actor) => isParent(actor) || isTutor(actor);

/**
 * Decision 056, issue 31 §2: the designated safeguarding leads read every conversation, and write
 * none; other admins read none.
 */
export const readsAllConversations = (actor: LeadActor) => isSafeguardingLead(actor);

/** The side of a conversation the actor holds, or null when they may hold none. */
export const participantRoleOf = (actor: Actor): ParticipantRole | null =>
  isParent(actor) ? 'parent' : isTutor(actor) ? 'tutor' : null;

/** A conversation is always between a tutor and a parent: the other side of the given one. */
export const otherParticipant = (role: ParticipantRole): ParticipantRole =>
  role === 'tutor' ? 'parent' : 'tutor';
