import { describe, expect, it } from 'vitest';
import { feedIdFor, feedKindOf } from '../../../shared/classroom/feed-ids.js';
import { SignalFilter } from './signal-filter.js';

/** A filter whose session and two handles Janus has already granted. */
function connected(screenFeed: number | null) {
  const filter = new SignalFilter({
    roomId: 7,
    feedBase: feedIdFor('tutor-camera', 3),
    screenFeed,
    displayName: 'Tara',
    janusToken: 'tok',
    apiSecret: null,
  });
  filter.fromClient({ janus: 'create', transaction: 'c' });
  filter.fromJanus({ janus: 'success', transaction: 'c', data: { id: 1 } });
  for (const handle of [10, 11]) {
    filter.fromClient({
      janus: 'attach',
      plugin: 'janus.plugin.videoroom',
      session_id: 1,
      transaction: `a${handle}`,
    });
    filter.fromJanus({ janus: 'success', transaction: `a${handle}`, data: { id: handle } });
  }
  const join = (handle: number) =>
    filter.fromClient({
      janus: 'message',
      session_id: 1,
      handle_id: handle,
      transaction: `j${handle}`,
      body: { request: 'join', ptype: 'publisher', id: 99, display: 'Mallory' },
    });
  return join;
}

describe('the signal filter gives each publisher its feed (decision 117)', () => {
  it('puts a second publisher on the screen kind, named as the screen', () => {
    const join = connected(feedIdFor('tutor-screen', 3));
    const camera = join(10);
    const screen = join(11);
    if (!('forward' in camera) || !('forward' in screen)) throw new Error('refused');
    const [cameraBody, screenBody] = [camera.forward.body, screen.forward.body] as {
      id: number;
      display: string;
    }[];
    expect(feedKindOf(cameraBody!.id)).toBe('tutor-camera');
    expect(cameraBody!.display).toBe('Tara');
    expect(feedKindOf(screenBody!.id)).toBe('tutor-screen');
    expect(screenBody!.display).toBe('Tara (screen)');
  });

  it('refuses a second publisher where no screen may be shared', () => {
    const join = connected(null);
    expect(join(10)).toHaveProperty('forward');
    expect(join(11)).toEqual({ refuse: 'Too many feeds.' });
  });
});
