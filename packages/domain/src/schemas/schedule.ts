// A master's working schedule as the API sends and stores it: weekly template, custom days, active dates (part 2 §3).
import { z } from 'zod';
import { isoDateSchema, timeSchema } from './common.ts';

/** Template keys, Monday first (weeks start on Monday, part 2 §9). */
export { WEEKDAYS, type Weekday } from './values.ts';

/** One working interval, 'HH:MM'–'HH:MM'. Whether start is before end is a save check, not a wire rule. */
export const timeSlotSchema = z.object({
  start: timeSchema,
  end: timeSchema,
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const dayScheduleSchema = z.object({
  isWorking: z.boolean(),
  slots: z.array(timeSlotSchema),
});
export type DaySchedule = z.infer<typeof dayScheduleSchema>;

export const weekTemplateSchema = z.object({
  monday: dayScheduleSchema,
  tuesday: dayScheduleSchema,
  wednesday: dayScheduleSchema,
  thursday: dayScheduleSchema,
  friday: dayScheduleSchema,
  saturday: dayScheduleSchema,
  sunday: dayScheduleSchema,
});
export type WeekTemplate = z.infer<typeof weekTemplateSchema>;

export const masterScheduleSchema = z.object({
  template: weekTemplateSchema,
  /** Days that differ from the template, keyed by 'YYYY-MM-DD'. */
  customDays: z.record(isoDateSchema, dayScheduleSchema),
  activeFrom: isoDateSchema,
  activeUntil: isoDateSchema,
});
export type MasterSchedule = z.infer<typeof masterScheduleSchema>;
