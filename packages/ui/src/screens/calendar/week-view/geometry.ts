// The week's scale: one hour row's height, and a block's place inside the cell it starts in.
import type { WeekBlock, WeekAppointment } from '@beautydesk/domain/rules/week';

/** 64 px an hour: a 20-minute appointment is about 21 px, one line of text. */
export const HOUR_PX = 64;
const PX_PER_MIN = HOUR_PX / 60;

/** Where a block sits in the cell of the hour starting at `hourStart` (it may run past the cell). */
export function blockPlace(block: WeekBlock<WeekAppointment>, hourStart: number) {
  return {
    top: (block.start - hourStart) * PX_PER_MIN,
    height: Math.max((block.end - block.start) * PX_PER_MIN - 2, 12),
    left: `calc(${(block.lane / block.lanes) * 100}% + 2px)`,
    width: `calc(${100 / block.lanes}% - 4px)`,
  };
}
