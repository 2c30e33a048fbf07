import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccountRoutes } from './features/account/routes.js';
import { registerNotificationRoutes } from './features/account/notifications.js';
import { registerSessionRoutes } from './features/account/sessions.js';
import { adminRoutes } from './features/admin/routes.js';
import { registerAllocationRoutes } from './features/allocation/routes.js';
import { registerClassSeriesRoutes } from './features/class-series/routes.js';
import { registerAttendanceRoutes } from './features/attendance/routes.js';
import { registerAuthRoutes } from './features/auth/routes.js';
import { registerClassRoutes } from './features/classes/routes.js';
import { registerClassroomRoutes } from './features/classroom/routes.js';
import { registerEmployerReportRoutes } from './features/employer-report/routes.js';
import { registerEmployerImportRoutes } from './features/onboarding/file-routes.js';
import { registerEnquiryRoutes } from './features/enquiries/routes.js';
import { registerAdminEnrolmentRoutes } from './features/enrolment/admin-routes.js';
import { registerEnrolmentRoutes } from './features/enrolment/routes.js';
import { registerCalendarFeed } from './features/family/calendar.js';
import { registerFamilyRoutes } from './features/family/routes.js';
import { registerHealthRoutes } from './features/health/routes.js';
import { registerFileRoutes } from './features/files/routes.js';
import { registerInsightRoutes } from './features/insights/routes.js';
import { registerLegalRoutes } from './features/legal/routes.js';
import { registerLessonReportRoutes } from './features/lesson-reports/routes.js';
import { registerLessonRoutes } from './features/lessons/routes.js';
import { registerRecordingRoutes } from './features/recordings/routes.js';
import { registerLiveSessionRoutes } from './features/live-sessions/routes.js';
import { registerMessagingRoutes } from './features/messaging/routes.js';
import { registerReminderRoutes } from './features/reminders/routes.js';
import { registerEmailListRoutes } from './features/email-lists/routes.js';
import { registerResourceRoutes } from './features/resources/routes.js';
import { registerSchoolYearRoutes } from './features/school-years/routes.js';
import { registerSearchRoutes } from './features/search/routes.js';
import { recordRefusals } from './features/security-events/refusals.js';
import { recordAudited } from './features/audit/hook.js';
import { registerErasureRoutes } from './features/erasure/routes.js';
import { registerDataExportRoutes } from './features/data-export/routes.js';
import { registerSafeguardingLeadRoutes } from './features/safeguarding-leads/routes.js';
import { registerVettingRoutes } from './features/vetting/routes.js';
import { registerClassroomChatRoutes } from './features/classroom-chat/routes.js';
import { registerFlagTermRoutes } from './features/concerns/flag-routes.js';
import { registerConcernRoutes } from './features/concerns/routes.js';
import { registerScimRoutes } from './features/scim/routes.js';
import { registerProvisioningRoutes } from './features/scim/settings-routes.js';
import { registerSeoRoutes } from './features/seo/routes.js';
import { registerSsoRoutes } from './features/sso/routes.js';
import { registerCompanyDomainRoutes } from './features/company-domains/routes.js';
import { registerStudentRoutes } from './features/students/routes.js';
import { registerContracts } from './http/contract.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerApiDocs, registerOpenApi } from './http/openapi.js';
import { OneLineRequestLog } from './http/request-log.js';
import { registerSecurity } from './http/security.js';
import { DEFAULT_WEB_ROOT, registerWeb } from './http/web.js';
import type { JobEngineOptions } from './jobs/engine.js';
import { queues, startWorkers } from './job-registry.js';
import { loggerOptions } from './logging.js';
import { buildServices } from './services.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  serveWeb?: boolean;
  /** A pino logger config, or false for none (tests). */
  logger?: boolean | object;
  /** Run the background workers in this process; the default is WORKERS (on). `npm run worker` runs them alone. */
  workers?: boolean;
  /** A test's clock and a quicker poll. */
  jobs?: Pick<JobEngineOptions, 'clock' | 'pollingSeconds'>;
  /**
   * Leave the job engine and the workers to `app.startJobs()`, which the caller runs once the app
   * listens: a cold start then answers without waiting the half second pg-boss takes to start.
   */
  jobsAfterListen?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the job engine, then this process's workers; once, however often it is called. */
    startJobs(): Promise<void>;
  }
}

/** Builds the app in layers: infrastructure, then services, then routes by feature. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(),
    requestTimeout: 30_000,
  });

  registerErrorHandler(app);
  // Development and the tests check every answer against its zod contract; production only writes it.
  registerContracts(app, { checkAnswers: config.env !== 'production' });
  // A call without a body (spec 2 §7: the views counter) may still carry a JSON content type.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, body.toString(), done);
  });
  registerSecurity(app, { https: config.publicUrl.startsWith('https://') });
  await app.register(cookie);
  // The live classroom's signalling proxy (decision 116); bounded like a request body.
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await registerOpenApi(app);

  const workers = options.workers ?? config.workers;
  const services = buildServices({
    config,
    database,
    log: app.log,
    workers,
    queues,
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  let jobsStarted: Promise<void> | undefined;
  let jobsReady = false;
  const startJobs = async () => {
    await services.jobs.start();
    if (workers) await startWorkers(services, app.log);
    jobsReady = true;
  };
  app.decorate('startJobs', () => (jobsStarted ??= startJobs()));
  // Runs before the caller closes the database: running jobs finish or are handed back first.
  app.addHook('onClose', () => services.jobs.stop());
  app.addHook('onClose', () => services.sessions.close());
  app.addHook('onClose', async () => services.sessionWatch.close());
  app.addHook('onClose', () => services.media.close());
  if (!options.jobsAfterListen) await app.startJobs();

  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  await app.register(
    async (plugin) => {
      const api = plugin.withTypeProvider<ZodTypeProvider>();
      // The session: the one query every signed-in request needs before its guard.
      api.addHook('onRequest', async (request) => {
        const session = await services.sessions.load(request);
        request.user = session?.user ?? null;
        request.sessionIdHash = session?.idHash ?? null;
      });
      // Calls that change something may queue jobs, inside their transaction: they wait for the
      // engine here, before any transaction, as PGlite would otherwise hold its one connection
      // while pg-boss waits for it. Reads answer at once.
      // Once they have started, the check costs a request nothing more than a boolean.
      if (options.jobsAfterListen) {
        api.addHook('onRequest', async (request) => {
          if (!jobsReady && request.method !== 'GET' && request.method !== 'HEAD')
            await app.startJobs();
        });
      }
      // Answers hold one user's data: no browser or proxy may keep them.
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      // A refused signed-in request is a security event (decision 042); others pass straight on.
      api.addHook('onSend', recordRefusals(services.db));
      // Reads of a child's details and admin changes to accounts go to the audit trail (issue 17).
      api.addHook('onSend', recordAudited(services.db));
      registerHealthRoutes(api, services);
      registerAuthRoutes(api, services);
      registerSsoRoutes(api, services);
      registerCompanyDomainRoutes(api, services);
      registerAccountRoutes(api, services);
      registerErasureRoutes(api, services);
      registerDataExportRoutes(api, services);
      registerSessionRoutes(api, services);
      registerReminderRoutes(api, services);
      registerEmailListRoutes(api, services);
      registerNotificationRoutes(api, services);
      registerSearchRoutes(api, services);
      registerSchoolYearRoutes(api, services);
      registerStudentRoutes(api, services);
      registerEnquiryRoutes(api, services);
      registerLessonRoutes(api, services);
      registerRecordingRoutes(api, services);
      registerLiveSessionRoutes(api, services);
      registerResourceRoutes(api, services);
      registerInsightRoutes(api, services);
      registerFamilyRoutes(api, services);
      registerEnrolmentRoutes(api, services);
      registerAdminEnrolmentRoutes(api, services);
      registerEmployerReportRoutes(api, services);
      registerEmployerImportRoutes(api, services);
      registerProvisioningRoutes(api, services);
      registerAttendanceRoutes(api, services);
      registerLessonReportRoutes(api, services);
      registerAllocationRoutes(api, services);
      registerClassRoutes(api, services);
      registerClassSeriesRoutes(api, services);
      registerClassroomRoutes(api, services);
      await registerClassroomChatRoutes(api, services);
      registerVettingRoutes(api, services);
      registerSafeguardingLeadRoutes(api, services);
      registerConcernRoutes(api, services);
      registerFlagTermRoutes(api, services);
      await registerFileRoutes(api, services);
      await registerMessagingRoutes(api, services, database);
      await api.register((admin) => adminRoutes(admin, services), { prefix: '/admin' });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );
  await registerApiDocs(app);

  registerLegalRoutes(app);
  registerSeoRoutes(app, services);
  registerCalendarFeed(app, services);
  await registerScimRoutes(app, services);
  if (options.serveWeb) {
    await registerWeb(app, config.webDir ?? DEFAULT_WEB_ROOT, config.publicUrl);
  }
  return app;
}
