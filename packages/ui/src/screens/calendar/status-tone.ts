// One colour per appointment status, shared by the day list's badges and the day board's blocks.
import type { AppointmentStatus } from '@beautydesk/domain/schemas/appointments';
import type { Tone } from '../../theme/contract.css.ts';

export const appointmentStatusTone: Record<AppointmentStatus, Tone> = {
  scheduled: 'info',
  confirmed: 'success',
  in_progress: 'primary',
  completed: 'secondary',
  cancelled: 'error',
  no_show: 'neutral',
};
