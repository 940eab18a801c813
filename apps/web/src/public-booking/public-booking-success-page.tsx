// /public/booking/success?appointment=…&studio=… (part 2 §2): the short number, the studio's name (as
// the booking page handed it over, else read from its public info), the status, and 'book again'
// back to the studio's page or home.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePublicStudioInfo } from '@beautydesk/api/public';
import { PublicBookingSuccessScreen } from '@beautydesk/ui/screens/public-booking';
import { readSuccessState, studioBookingPath } from './paths.ts';

export default function PublicBookingSuccessPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const studioId = query.get('studio')?.trim() || null;
  const appointmentId = query.get('appointment')?.trim() ?? '';
  const handedOver = readSuccessState(useLocation().state);
  const { data } = usePublicStudioInfo(handedOver ? null : studioId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main>
      <PublicBookingSuccessScreen
        ref={heading}
        appointmentId={appointmentId}
        studioName={handedOver?.studioName ?? data?.studio.name ?? null}
        hasStudio={studioId !== null}
        onBookAgain={() => navigate(studioId ? studioBookingPath(studioId) : '/')}
      />
    </main>
  );
}
