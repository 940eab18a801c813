// The board's scale, shared by its styles and its drag maths: pixels per minute and the quarter-hour step.
import { RESCHEDULE_STEP_MIN } from '@beautydesk/domain/rules/day-board';

/** 1.2 px a minute: a 30-minute appointment is 36 px, two lines of text; a working day about 650 px. */
export const PX_PER_MIN = 1.2;
/** One arrow key, or one snap of the pointer, moves an appointment by this many pixels. */
export const STEP_PX = RESCHEDULE_STEP_MIN * PX_PER_MIN;
/** Width of a master's column: room for a client's name and two service chips. */
export const COLUMN_REM = 11;
export const AXIS_REM = 3.5;

/** Pixels from the board's first hour. */
export const topOf = (minute: number, boardStart: number) => (minute - boardStart) * PX_PER_MIN;
