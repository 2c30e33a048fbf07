/** Texts of the student and parent areas (spec 2 §2.4, §2.5, §8), to the letter where given. */
export const FAMILY_MSG = {
  noUpcomingSessions: 'No upcoming sessions scheduled',
  noRecordedLessons: 'No recorded lessons available',
  noLessonsFound: 'No lessons found. Try adjusting your filters.',
  noResourcesFound: 'No resources found. Try adjusting your filters.',
  lessonNotFound: 'Lesson Not Found',
  lessonNotFoundText: "The lesson you're looking for doesn't exist or has been removed.",

  parentFallbackName: 'Parent',
  liveLessonsWeekly: (hours: number) => `${hours} Live Lessons Weekly`,
  noSessionsScheduled: 'No sessions scheduled',
  noLessonsYet: 'No lessons available yet',
  portalNoLessonsFound: 'No lessons found',
  portalTryAdjusting: 'Try adjusting your search or filter criteria',
  portalNoVideos: 'No lesson videos are available yet. Please check back later.',
  comingSoon: 'Coming Soon',
  subjectComingSoon: 'Learning resources for this subject will be available soon',
  noYearGroupTitle: 'Your year group is not set yet',
  noYearGroupText:
    'Group lessons are arranged by year group, so we cannot show yours yet. Ask your parent or carer to set your year group under My Children in their account.',

  childAdded: 'Child added',
  childUpdated: 'Child updated',
  childRemoved: 'Child removed',
  confirmRemoveChild: 'Are you sure you want to remove this child?',
  calendarReset: 'Calendar link reset',
  calendarCopied: 'Calendar link copied',
} as const;
