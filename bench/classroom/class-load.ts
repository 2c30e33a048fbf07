import { cpus } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { measure, type Usage } from './proc.js';
import type { Stack } from './stack.js';
import {
  enterClassroom,
  FAKE_FPS,
  makeLesson,
  pageFor,
  videoCounters,
  type VideoCounters,
} from './lesson.js';

/*
 * Classes of 13 (a tutor and 12 pupils, fake media, pupils' cameras off as a class starts) added
 * one at a time, each kept running, until frames drop. After each class joins and settles, a
 * 10-second window measures the frames each tutor's camera sends, the frames each pupil receives
 * from Janus and decodes, and the CPU and memory of Janus and of the app from /proc.
 *
 * Frames drop: a tutor sends under 90% of the fake camera's 15 fps (the machine cannot keep up),
 * or a pupil receives under 90% of the frames its tutor sends (Janus or the network cannot). Every
 * page runs in one headless Chromium on this machine, so the limit found is usually Chromium's,
 * not Janus's: Janus's own CPU beside the machine's busy share says how far Janus is from its own.
 */

const PUPILS = 12;
const SETTLE_MS = 5000;
const WINDOW_MS = 10_000;
const HOLDS_AT = 0.9 * FAKE_FPS;
const MAX_CLASSES = Number(process.env.BENCH_MAX_CLASSES ?? 6);

interface RunningClass {
  tutor: Page;
  pupils: Page[];
}

/** How many of a class's pages are in the room, and what the first one left out shows. */
async function whoGotIn(pages: Page[]) {
  const muteButton = (page: Page) => page.getByRole('button', { name: 'Mute', exact: true });
  const inRoom = await Promise.all(pages.map((page) => muteButton(page).isVisible()));
  const stuck = pages[inRoom.indexOf(false)];
  const shows = stuck ? (await stuck.locator('main').innerText()).replace(/\s+/g, ' ') : '';
  return `${inRoom.filter(Boolean).length} of ${pages.length} in the room; one left out shows "${shows.slice(0, 160)}"`;
}

async function openClass(stack: Stack, browser: Browser): Promise<RunningClass> {
  const lesson = await makeLesson(stack.db, PUPILS);
  const people = [lesson.tutor, ...lesson.pupils.map((p) => p.user)];
  const [tutor, ...pupils] = await Promise.all(
    people.map((user) => pageFor(browser, stack.db, stack.url, user)),
  );
  try {
    await enterClassroom(tutor!, lesson.sessionId);
    // A few at a time, as a class arrives, rather than twelve page loads at once.
    for (let i = 0; i < pupils.length; i += 4)
      await Promise.all(
        pupils.slice(i, i + 4).map((page) => enterClassroom(page, lesson.sessionId)),
      );
  } catch (err) {
    throw new Error(
      `${(err as Error).message.split('\n')[0]} (${await whoGotIn([tutor!, ...pupils])})`,
      { cause: err },
    );
  }
  return { tutor: tutor!, pupils };
}

type Rates = Record<keyof VideoCounters, number>;

/** Frames a second of a page's counters over the window. */
async function ratesOf(page: Page, run: () => Promise<void>): Promise<Rates> {
  const before = { at: performance.now(), n: await videoCounters(page) };
  await run();
  const after = { at: performance.now(), n: await videoCounters(page) };
  const per = (key: keyof VideoCounters) =>
    ((after.n[key] - before.n[key]) / (after.at - before.at)) * 1000;
  return { received: per('received'), decoded: per('decoded'), encoded: per('encoded') };
}

interface Window {
  classes: { tutor: Rates; pupils: Rates[] }[];
  usage: Record<string, Usage>;
  machineBusyPercent: number;
}

async function measureWindow(stack: Stack, classes: RunningClass[]): Promise<Window> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const window = measure(stack.pids);
  const elapsed = new Promise<void>((resolve) => setTimeout(resolve, WINDOW_MS));
  const wait = () => elapsed;
  const rates = await Promise.all(
    classes.map(async (c) => {
      const [tutor, ...pupils] = await Promise.all(
        [c.tutor, ...c.pupils].map((page) => ratesOf(page, wait)),
      );
      return { tutor: tutor!, pupils };
    }),
  );
  const { usage, machineBusyPercent } = window.end();
  return { classes: rates, usage, machineBusyPercent };
}

const fmt = (u: Usage) => `${u.cpuPercent.toFixed(1).padStart(5)}% CPU ${u.rssMb.toFixed(0)} MB`;

const lowest = (values: number[]) => Math.min(...values).toFixed(1);
const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1]!.toFixed(1);

function report(count: number, w: Window) {
  const sent = w.classes.map((c) => c.tutor.encoded);
  const pupils = w.classes.flatMap((c) => c.pupils);
  const received = pupils.map((p) => p.received);
  const decoded = pupils.map((p) => p.decoded);
  console.log(
    `  ${String(count).padStart(2)} class${count === 1 ? ' ' : 'es'} (${count * (PUPILS + 1)} people): ` +
      `tutors send min ${lowest(sent)} fps; pupils receive min ${lowest(received)} / median ${middle(received)}, ` +
      `decode min ${lowest(decoded)} / median ${middle(decoded)} fps; ` +
      `Janus ${fmt(w.usage.janus!)}, app ${fmt(w.usage.app!)}; machine ${w.machineBusyPercent.toFixed(0)}% busy`,
  );
  return w.classes.every(
    (c) =>
      c.tutor.encoded >= HOLDS_AT && c.pupils.every((p) => p.received >= 0.9 * c.tutor.encoded),
  );
}

export async function benchClassLoad(stack: Stack, browser: Browser) {
  const cores = cpus().length;
  console.log(
    `\nLive classroom: classes of 13 (tutor + ${PUPILS} pupils, pupils' cameras off, fake 320x180 camera at ${FAKE_FPS} fps), all pages in one headless Chromium on this machine (${cores} cores)`,
  );
  console.log(
    `  frames drop = over ${WINDOW_MS / 1000} s a tutor sends under ${HOLDS_AT.toFixed(1)} fps (90% of ${FAKE_FPS}) or a pupil receives under 90% of what its tutor sends; CPU is % of one core`,
  );
  const classes: RunningClass[] = [];
  let held = 0;
  try {
    while (classes.length < MAX_CLASSES) {
      const opened = await openClass(stack, browser).catch((err: unknown) => err as Error);
      if (opened instanceof Error) {
        // Not everyone got in within the time allowed: the machine does not hold this class.
        console.log(
          `  class ${classes.length + 1} could not all join: ${opened.message.split('\n')[0]}`,
        );
        break;
      }
      classes.push(opened);
      if (!report(classes.length, await measureWindow(stack, classes))) break;
      held = classes.length;
    }
  } finally {
    for (const c of classes)
      await Promise.all([c.tutor, ...c.pupils].map((p) => p.context().close()));
  }
  const atLeast = held === MAX_CLASSES ? 'at least ' : '';
  console.log(
    `  holds ${atLeast}${held} concurrent class${held === 1 ? '' : 'es'} of 13 before frames drop: ${atLeast}${(held / cores).toFixed(1)} per core` +
      (held === MAX_CLASSES ? ` (BENCH_MAX_CLASSES=${MAX_CLASSES} stops the climb)` : ''),
  );
}
