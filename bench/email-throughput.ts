import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/client.js';
import { emailOutbox } from '../src/server/db/schema.js';
import type { Email } from '../src/server/email/outbox.js';
import { buildCalendar } from '../src/server/features/family/ics.js';
import { createUser, TEST_PASSWORD } from '../src/server/factories/index.js';
import { queues } from '../src/server/job-registry.js';
import { createServices } from '../src/server/services.js';
import { TestSmtpServer } from '../tests/api/support/smtp.js';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 10_000);
const ENQUEUE_BATCH = 500;

/** The tests' in-process SMTP server, as the sink every email is delivered to. */
async function startSmtpSink() {
  const server = new TestSmtpServer();
  await server.start();
  return { url: server.url, received: () => server.received.length, stop: () => server.stop() };
}

/** Shaped like a session reminder: UK time in the text and an .ics attachment. */
function reminder(i: number): Email {
  const start = new Date(Date.UTC(2026, 11, 1, 16, 30) + (i % 50) * 3_600_000);
  return {
    to: `family${i}@bench.example`,
    subject: 'Reminder: Maths with Ms Patel tomorrow at 4:30pm',
    text: `Hello,\n\nAda has Maths tomorrow at 4:30pm (UK time). The join button opens 15 minutes before the start.\n\nThe ClassPerk team`,
    attachments: [
      {
        filename: 'session.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: buildCalendar('ClassPerk session', [
          {
            id: i,
            title: 'Maths',
            description: null,
            subject: 'Maths',
            scheduledFor: start,
            duration: 60,
            status: 'scheduled',
            youtubeUrl: null,
            sequence: 0,
          },
        ]),
      },
    ],
  };
}

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
};

/**
 * 10,000 reminder emails queued and delivered to a local SMTP sink by the in-process workers,
 * while another user keeps reading. The baseline p99 of those reads is taken first, on the same
 * app and machine, so the figure that matters is the ratio.
 */
export async function benchReminderEmails(database: Database) {
  const sink = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: sink.url,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const app = await buildApp({ config, database, logger: false });
  const producer = await createServices({
    config,
    database,
    log: pino({ level: 'silent' }),
    workers: false,
    queues,
  });
  try {
    const user = await createUser(database.db, { role: 'tutor' });
    // Over real HTTP: reads made in memory never yield to the event loop, and would starve the
    // SMTP sockets the workers are writing to, which is not what a server sees.
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: TEST_PASSWORD, role: 'tutor' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const read = async () => {
      const start = performance.now();
      const response = await fetch(`${base}/api/user`, { headers: { cookie } });
      await response.arrayBuffer();
      return performance.now() - start;
    };
    const baseline: number[] = [];
    for (let i = 0; i < 400; i++) baseline.push(await read());

    const enqueueStart = performance.now();
    for (let start = 0; start < EMAILS; start += ENQUEUE_BATCH) {
      const emails = Array.from({ length: ENQUEUE_BATCH }, (_, i) => reminder(start + i));
      await database.db.transaction((tx) => producer.mail.queue(tx, emails));
    }
    const enqueueMs = performance.now() - enqueueStart;

    const during: number[] = [];
    const deliverStart = performance.now();
    while (sink.received() < EMAILS) {
      during.push(await read());
      if (performance.now() - deliverStart > 15 * 60_000) break;
    }
    const deliverMs = performance.now() - deliverStart;
    const [sent] = await database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'sent'));

    const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
    line(
      `enqueue ${EMAILS} reminder emails`,
      `${enqueueMs.toFixed(0).padStart(8)} ms  (${((EMAILS / enqueueMs) * 1000).toFixed(0)} emails/s, batches of ${ENQUEUE_BATCH})`,
    );
    line(
      `deliver them to a local SMTP sink`,
      `${deliverMs.toFixed(0).padStart(8)} ms  (${((sink.received() / deliverMs) * 1000).toFixed(0)} emails/s; ${sink.received()} received, ${sent?.n ?? 0} marked sent)`,
    );
    const quiet = p99(baseline);
    const busy = p99(during);
    line(
      `  GET /api/user p99, quiet vs delivering`,
      `${quiet.toFixed(1).padStart(8)} ms vs ${busy.toFixed(1)} ms  (ratio ${(busy / quiet).toFixed(2)}; ${baseline.length} and ${during.length} reads)`,
    );
  } finally {
    await producer.jobs.stop();
    await app.close();
    await sink.stop();
  }
}
