/*
 * WebRTC statistics from the peer connections an init script sees a page make, so the app ships
 * no test hook (decision 118): the classroom's browser tests and its benchmark read them.
 */

/** Keeps every RTCPeerConnection the page makes in window.__peers, for getStats(). */
export const CAPTURE_PEERS = `(() => {
  const Native = window.RTCPeerConnection;
  window.__peers = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Native(...args);
    window.__peers.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
})();`;

/** Chromium with a fake camera and microphone, allowed without asking, playing without a click. */
export const FAKE_MEDIA_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
