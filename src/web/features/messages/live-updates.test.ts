import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStream, POLL_MS } from './live-updates.js';

/** Just enough of EventSource to drive the stream by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: (() => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('openStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes on each event and does not poll while the stream is up', () => {
    const refresh = vi.fn();
    const close = openStream(refresh);
    const [source] = FakeEventSource.made;
    expect(source?.url).toBe('/api/messages/events');
    source!.onopen?.();
    source!.onmessage?.();
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
    close();
    expect(source!.closed).toBe(true);
  });

  it('polls while the stream is down and catches up once when it is back', () => {
    const refresh = vi.fn();
    const close = openStream(refresh);
    const [source] = FakeEventSource.made;
    source!.onerror?.();
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(2);
    source!.onopen?.();
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
    close();
  });

  it('opens a new stream after the server refused one, and stops everything when closed', () => {
    const refresh = vi.fn();
    const close = openStream(refresh);
    const [first] = FakeEventSource.made;
    first!.readyState = FakeEventSource.CLOSED;
    first!.onerror?.();
    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.made).toHaveLength(2);
    close();
    expect(FakeEventSource.made[1]!.closed).toBe(true);
    const calls = refresh.mock.calls.length;
    vi.advanceTimersByTime(POLL_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(calls);
  });
});
