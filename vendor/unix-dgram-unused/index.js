/* global module */
'use strict';
// janode reaches Janus over WebSocket here; its Unix-socket transport is never chosen.
module.exports.createSocket = function createSocket() {
  throw new Error(
    'ClassPerk reaches Janus over WebSocket; the Unix-socket transport is not installed.',
  );
};
