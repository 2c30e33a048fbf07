import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lessonViews, users } from '../db/schema.js';
import {
  createCompany,
  createLiveSession,
  createRecordedLesson,
  createResource,
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../factories/index.js';
import { createSchoolYear } from '../factories/school-years.js';
import {
  DEMO_COMPANIES,
  DEMO_FAMILIES,
  DEMO_LESSONS,
  DEMO_PASSWORD,
  DEMO_RESOURCES,
  DEMO_TUTORS,
  demoUsername,
} from './demo-content.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoClasses } from './demo-classes.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoUsage } from './demo-usage.js';
import { seedDemoReports } from './demo-reports.js';
import { DAY_MS, HOUR_MS } from '../../shared/dates/durations.js';
import { addUkDays, ukDayOf } from '../../shared/dates/uk-instant.js';
import { addMonths, DEFAULT_RENEWAL_MONTHS } from '../../shared/vetting/rules.js';

const VIEW_DAYS = 30;

/** The day a status check was done that falls due `days` from today at the default interval. */
const statusCheckDueIn = (days: number) =>
  addUkDays(addMonths(ukDayOf(new Date()), -DEFAULT_RENEWAL_MONTHS), days);

/**
 * Seeds the demo data set on the embedded database. Refuses to run twice: it returns false when
 * the demo admin already exists. Callers decide whether demo data is allowed at all (config.seedDemo).
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  if (existing) return false;

  await db.transaction(async (tx) => {
    const northwind = await createCompany(tx, {
      name: DEMO_COMPANIES[0],
      contactName: 'Hannah Reid',
      contactEmail: 'hannah.reid@northwind.example',
      contactPhone: '020 7946 0123',
      employeeCount: 420,
      status: 'active',
      notes: 'Pilot for head-office staff; expanding to depots in spring.',
    });
    await createCompany(tx, {
      name: DEMO_COMPANIES[1],
      contactName: 'Marcus Bell',
      contactEmail: 'marcus.bell@brightside.example',
      employeeCount: 180,
      status: 'pending',
      notes: 'Contract with legal; launch planned after sign-off.',
    });

    const password = DEMO_PASSWORD;
    const admin = await createUser(tx, {
      username: 'admin',
      fullName: 'Alex Morgan',
      email: 'admin@classperk.co.uk',
      role: 'admin',
      // The demo admin is the designated safeguarding lead, so every lead screen can be tried.
      safeguardingLead: true,
      password,
    });
    const tutors: { id: number }[] = [];
    for (const t of DEMO_TUTORS) {
      tutors.push(
        await createTutor(
          tx,
          { username: t.username, fullName: t.fullName, email: t.email, password },
          {
            subjects: [...t.subjects],
            yearsExperience: t.years,
            qualifications: 'QTS, PGCE',
            bio: `${t.fullName} teaches ${t.subjects.join(' and ')} to Year 5 to GCSE.`,
          },
          // The demo admin recorded every check, so the Vetting panel names who did.
          {
            recordedBy: admin.id,
            ...('statusCheckDueInDays' in t
              ? { statusCheckOn: statusCheckDueIn(t.statusCheckDueInDays) }
              : {}),
          },
        ),
      );
    }
    const tutorId = (i: number) => tutors[i]!.id;

    const parent = await createUser(tx, {
      username: 'parent',
      fullName: 'Priya Shah',
      email: 'priya.shah@northwind.example',
      role: 'parent',
      companyId: northwind.id,
      password,
    });
    const maya = await createUser(tx, {
      username: 'student',
      fullName: 'Maya Shah',
      email: 'maya.shah@northwind.example',
      role: 'student',
      companyId: northwind.id,
      password,
    });
    await createStudent(tx, {
      userId: maya.id,
      parentId: parent.id,
      name: 'Maya Shah',
      grade: 'Year 10',
      subjects: 'Mathematics, English, Biology',
      notes: 'Maya Shah',
      tutorId: tutorId(0),
    });
    await createStudent(tx, {
      parentId: parent.id,
      name: 'Arjun Shah',
      grade: 'Year 7',
      subjects: 'Mathematics, English, Science',
      notes: 'Arjun Shah',
      tutorId: tutorId(1),
    });

    const viewers = [maya.id];
    for (const [i, f] of DEMO_FAMILIES.entries()) {
      const slug = demoUsername(f.child);
      const familyParent = await createUser(tx, {
        username: demoUsername(f.parent),
        fullName: f.parent,
        email: `${demoUsername(f.parent)}@northwind.example`,
        role: 'parent',
        companyId: northwind.id,
        password,
      });
      const child = await createUser(tx, {
        username: slug,
        fullName: f.child,
        email: `${slug}@northwind.example`,
        role: 'student',
        companyId: northwind.id,
        password,
      });
      viewers.push(child.id);
      await createStudent(tx, {
        userId: child.id,
        parentId: familyParent.id,
        name: f.child,
        notes: f.child,
        grade: f.grade,
        subjects: i % 2 ? 'English, Science' : 'Mathematics, Science',
        tutorId: tutorId(f.tutor),
      });
    }

    const now = Date.now();
    const lessons: { id: number; daysAgo: number }[] = [];
    for (const lesson of DEMO_LESSONS) {
      const row = await createRecordedLesson(tx, {
        title: lesson.title,
        description: lesson.description,
        subject: lesson.subject,
        duration: lesson.duration,
        videoUrl: lesson.video,
        views: lesson.views,
        tutorId: tutorId(lesson.tutor),
        uploadedAt: new Date(now - lesson.daysAgo * DAY_MS),
        thumbnail: `https://i.ytimg.com/vi/${new URL(lesson.video).searchParams.get('v')}/hqdefault.jpg`,
      });
      lessons.push({ id: row.id, daysAgo: lesson.daysAgo });
    }
    // A month of views (weekdays busier), each after its lesson's upload, so the chart has a shape.
    const views: (typeof lessonViews.$inferInsert)[] = [];
    for (let day = 0; day < VIEW_DAYS; day++) {
      const watchable = lessons.filter((lesson) => lesson.daysAgo > day);
      const weekday = new Date(now - day * DAY_MS).getUTCDay() % 6 !== 0;
      const count = watchable.length ? ((day * 7) % 4) + (weekday ? 3 : 1) : 0;
      for (let k = 0; k < count; k++) {
        views.push({
          lessonId: watchable[(day + k * 3) % watchable.length]!.id,
          userId: viewers[(day + k) % viewers.length]!,
          viewedAt: new Date(now - day * DAY_MS - (k + 1) * HOUR_MS),
        });
      }
    }
    if (views.length) await tx.insert(lessonViews).values(views);
    for (const resource of DEMO_RESOURCES) {
      await createResource(tx, {
        title: resource.title,
        description: resource.description,
        subject: resource.subject,
        yearGroups: [...resource.yearGroups],
        type: resource.type,
        size: resource.size,
        externalUrl: resource.url,
        tutorId: tutorId(resource.tutor),
      });
    }

    // A revision masterclass open to the whole of Year 10, beside the classes' own sessions.
    await createScheduledSession(tx, {
      title: 'Year 10 revision masterclass: algebra',
      subject: 'Mathematics',
      academicYear: 'Year 10',
      tutorId: tutorId(0),
      scheduledFor: new Date(now + 6 * DAY_MS + 2 * HOUR_MS),
      duration: 60,
      description: 'Open to every Year 10 pupil: the algebra that comes up most in exams.',
      status: 'confirmed',
    });

    const hour = HOUR_MS;
    const live = [
      {
        title: 'GCSE Maths drop-in clinic',
        subject: 'Mathematics',
        tutor: 0,
        at: now - 10 * 60_000,
        status: 'live',
        url: 'https://www.youtube.com/watch?v=2ZzuZvz33X0',
      },
      {
        title: 'Year 10 Biology revision',
        subject: 'Biology',
        tutor: 2,
        at: now + 26 * hour,
        status: 'scheduled',
        url: null,
      },
      {
        title: 'Essay writing masterclass',
        subject: 'English',
        tutor: 1,
        at: now + 3 * 24 * hour,
        status: 'scheduled',
        url: null,
      },
      {
        title: 'Physics required practicals',
        subject: 'Physics',
        tutor: 3,
        at: now - 4 * 24 * hour,
        status: 'completed',
        url: 'https://www.youtube.com/watch?v=kKKM8Y-u7ds',
      },
      {
        title: 'Chemistry Q&A',
        subject: 'Chemistry',
        tutor: 2,
        at: now - 9 * 24 * hour,
        status: 'cancelled',
        url: null,
      },
    ];
    for (const s of live) {
      await createLiveSession(tx, {
        title: s.title,
        subject: s.subject,
        tutorId: tutorId(s.tutor),
        scheduledFor: new Date(s.at),
        duration: 60,
        status: s.status,
        youtubeUrl: s.url,
        description: `${s.title} with ${DEMO_TUTORS[s.tutor]!.fullName}.`,
      });
    }
    // The 2026/27 academic year with England's usual terms (issue 28 §1); the classes run in
    // the year of today, which is this one or found or made beside it.
    await createSchoolYear(tx, { startYear: 2026 });
    await seedDemoUsage(tx, now);
    await seedDemoClasses(tx, now);
    await seedDemoReports(tx, now);
    await seedDemoMessages(tx, now);
    await seedDemoAttendance(tx, now);
  });
  return true;
}
