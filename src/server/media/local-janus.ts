import path from 'node:path';
import type { Config } from '../config.js';
import { janusInstalled, startJanus } from './janus-process.js';

/**
 * A local evaluation without JANUS_URL starts the installed Janus, configured under
 * DATA_DIR/janus, and points the app at it; anything else keeps its settings. Without Janus the
 * app runs on and the classroom says what to install.
 */
export async function startLocalJanus(config: Config) {
  const none = { config, stop: async () => undefined };
  if (!config.localEvaluation || config.media.janusUrls.length > 0 || !janusInstalled())
    return none;
  try {
    const janus = await startJanus(path.join(config.dataDir, 'janus'));
    return {
      config: {
        ...config,
        media: {
          ...config.media,
          janusUrls: [janus.url],
          janusApiSecret: janus.apiSecret,
          janusAdminKey: janus.adminKey,
        },
      },
      stop: () => janus.stop(),
    };
  } catch (err) {
    console.error('Live lessons are off: Janus did not start.', err);
    return none;
  }
}
