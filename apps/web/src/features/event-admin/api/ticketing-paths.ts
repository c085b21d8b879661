import { apiPaths } from '@/lib/api-client';

/** The organiser's pretix account: GET, POST (save or replace) and DELETE share one path. */
export const pretixAccountPath = apiPaths.hoogo('/manage-event/user/mmp/pretix/');

/** The organiser's uploaded attendee lists. */
export const attendeeListsPath = apiPaths.hoogo('/manage-event/user/mmp/csv/');
