import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * The configuration a local Janus runs with (decision 116): only the VideoRoom plugin (and the
 * Streaming plugin, which the recording tests play back through), only the WebSocket transport,
 * bound to 127.0.0.1, an API secret every request must carry and an admin key without which no
 * room can be created. The app's signalling proxy is the only way in from a browser.
 */

/** Where Debian (and other distributions) install Janus's plugins, transports and handlers. */
const LIB_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/janus',
  '/usr/lib/aarch64-linux-gnu/janus',
  '/usr/lib/janus',
  '/usr/local/lib/janus',
  '/opt/janus/lib/janus',
];

const PLUGINS = ['libjanus_videoroom.so', 'libjanus_streaming.so'];
const TRANSPORTS = ['libjanus_websockets.so'];

export function janusLibDir(): string | null {
  return (
    LIB_CANDIDATES.find((dir) => existsSync(path.join(dir, 'plugins', 'libjanus_videoroom.so'))) ??
    null
  );
}

export interface JanusSettings {
  port: number;
  apiSecret: string;
  adminKey: string;
  /** Janus picks each peer connection's ports here; several instances share a range safely. */
  rtpPortRange?: string;
}

const quoted = (value: string) => JSON.stringify(value);

export const janusJcfg = (dir: string, lib: string, s: JanusSettings) => `general: {
  configs_folder = ${quoted(dir)}
  plugins_folder = ${quoted(path.join(dir, 'plugins'))}
  transports_folder = ${quoted(path.join(dir, 'transports'))}
  events_folder = ${quoted(path.join(dir, 'events'))}
  loggers_folder = ${quoted(path.join(dir, 'loggers'))}
  debug_level = 3
  server_name = "ClassPerk"
  api_secret = ${quoted(s.apiSecret)}
  session_timeout = 60
  protected_folders = [ "/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/sbin", "/sys", "/usr", "/var", ${quoted(lib)} ]
}
media: {
  rtp_port_range = ${quoted(s.rtpPortRange ?? '20000-40000')}
}
nat: {
  nice_debug = false
  ice_ignore_list = "vmnet"
}
plugins: {
}
transports: {
}
events: {
  broadcast = false
}
`;

export const websocketsJcfg = (s: JanusSettings) => `general: {
  json = "plain"
  ws = true
  ws_port = ${s.port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`;

export const videoroomJcfg = (s: JanusSettings) => `general: {
  admin_key = ${quoted(s.adminKey)}
  lock_rtp_forward = true
  string_ids = false
}
`;

export const streamingJcfg = (s: JanusSettings) => `general: {
  admin_key = ${quoted(s.adminKey)}
}
`;

/** Writes a fresh configuration folder, with links to the only libraries Janus may load. */
export async function writeJanusConfig(dir: string, lib: string, settings: JanusSettings) {
  await rm(dir, { recursive: true, force: true });
  for (const sub of ['plugins', 'transports', 'events', 'loggers'])
    await mkdir(path.join(dir, sub), { recursive: true });
  for (const name of PLUGINS)
    await symlink(path.join(lib, 'plugins', name), path.join(dir, 'plugins', name));
  for (const name of TRANSPORTS)
    await symlink(path.join(lib, 'transports', name), path.join(dir, 'transports', name));
  await writeFile(path.join(dir, 'janus.jcfg'), janusJcfg(dir, lib, settings), { mode: 0o600 });
  await writeFile(path.join(dir, 'janus.transport.websockets.jcfg'), websocketsJcfg(settings));
  await writeFile(path.join(dir, 'janus.plugin.videoroom.jcfg'), videoroomJcfg(settings), {
    mode: 0o600,
  });
  await writeFile(path.join(dir, 'janus.plugin.streaming.jcfg'), streamingJcfg(settings), {
    mode: 0o600,
  });
}
