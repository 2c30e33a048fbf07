import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../lib/api.js';
import { requestTicket } from './api.js';
import { JanusRoom, type RemoteFeed } from './janus-room.js';

export type Phase =
  'connecting' | 'waiting' | 'in' | 'reconnecting' | 'removed' | 'ended' | 'refused';

/** The longest wait between two attempts to get back in after a drop. */
const MAX_BACKOFF_MS = 8000;
/** How often the waiting room asks whether the tutor has let this person in. */
const WAITING_POLL_MS = 4000;

/**
 * Being in the lesson's room (decision 118): a fresh single-use ticket for every connection, so a
 * network drop is followed by a new ticket and a rejoin, at once when the browser says it is back
 * online and otherwise after a growing pause. A waiting ticket holds the person in the waiting
 * room until the tutor admits them; a refusal (removed, lesson over) stops the retries.
 */
export function useClassroomConnection(
  sessionId: number,
  enabled: boolean,
  startWithCamera: boolean,
) {
  const [phase, setPhase] = useState<Phase>('connecting');
  const [refusal, setRefusal] = useState('');
  const [feeds, setFeeds] = useState<RemoteFeed[]>([]);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [camera, setCameraState] = useState(startWithCamera);
  const [microphone, setMicrophoneState] = useState(true);
  const [screen, setScreenState] = useState(false);
  const room = useRef<JanusRoom | null>(null);
  // Read when a (re)connection starts, so a rejoin keeps the person's choices.
  const wanted = useRef({ camera, microphone });
  useEffect(() => {
    wanted.current = { camera, microphone };
  }, [camera, microphone]);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void start(), ms);
    };
    const retry = () => {
      if (stopped) return;
      room.current = null;
      setFeeds([]);
      // A share does not survive the drop; the tutor shares again once back.
      setScreenState(false);
      setPhase('reconnecting');
      attempt += 1;
      later(Math.min(500 * 2 ** attempt, MAX_BACKOFF_MS));
    };
    const start = async () => {
      try {
        const ticket = await requestTicket(sessionId);
        if (stopped) return;
        if (ticket.waiting) {
          setPhase('waiting');
          later(WAITING_POLL_MS);
          return;
        }
        const joined = new JanusRoom(
          ticket,
          {
            onJoined: () => {
              attempt = 0;
              setPhase('in');
              joined.setMicrophone(wanted.current.microphone);
            },
            onFeeds: setFeeds,
            onLocalStream: setLocal,
            onScreenStopped: () => setScreenState(false),
            onPresence: setAnnouncement,
            onDropped: retry,
            onClosed: (reason) => {
              stopped = true;
              setPhase(reason);
              joined.leave();
            },
          },
          { cameraOn: wanted.current.camera },
        );
        room.current = joined;
        await joined.connect();
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          stopped = true;
          setRefusal(errorText(error));
          setPhase('refused');
        } else retry();
      }
    };
    const backOnline = () => {
      if (!stopped && room.current === null) later(0);
    };
    window.addEventListener('online', backOnline);
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', backOnline);
      room.current?.leave();
      room.current = null;
    };
  }, [sessionId, enabled]);

  const setMicrophone = useCallback((on: boolean) => {
    setMicrophoneState(on);
    room.current?.setMicrophone(on);
  }, []);
  const setCamera = useCallback((on: boolean) => {
    setCameraState(on);
    room.current?.setCamera(on);
  }, []);
  const setScreen = useCallback((on: boolean) => {
    setScreenState(on);
    room.current?.setScreen(on);
  }, []);

  return {
    phase,
    refusal,
    feeds,
    local,
    announcement,
    announce: setAnnouncement,
    camera,
    microphone,
    screen,
    setMicrophone,
    setCamera,
    setScreen,
  };
}
