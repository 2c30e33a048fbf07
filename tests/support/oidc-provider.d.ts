/** The parts of oidc-provider (an OpenID Provider, dev only) the single sign-on tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Context {
    path: string;
    body: unknown;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void;
    Grant: new (init: { clientId: string; accountId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
  }
}
